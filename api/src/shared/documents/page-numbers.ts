import { documentFonts } from './fonts.js';
import type { DocumentTranslate } from './letterhead.js';
import { contentWidth, pdfColours, type Pdf } from './pdf-layout.js';

/** The parts of pdfkit's current font that drawing text outside pdfkit's text layer needs. */
interface CurrentFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], unknown];
  ref(): PDFKit.PDFKitReference;
}
interface PdfInternals {
  _font: CurrentFont;
  _fontSize: number;
}

const footerSize = 7.5;

/** "#55606e" as PDF fill colour operands ("0.333 0.376 0.431"). */
function pdfRgb(hex: string): string {
  return [1, 3, 5]
    .map((start) => (parseInt(hex.slice(start, start + 2), 16) / 255).toFixed(3))
    .join(' ');
}

/**
 * Writes a footer on every page as the page is started: the document's reference on the left,
 * "Page x of y" on the right. Pages go to disk as they are written (a certificate can have
 * thousands), so y is not known yet: each footer shows it through one shared form XObject whose
 * content, the page count, is written by `finish()` just before the document ends.
 */
export function footOnEveryPage(
  doc: Pdf,
  t: DocumentTranslate,
  reference: string,
): { finish(): void } {
  const internals = doc as unknown as PdfInternals;
  const slot = '\u0000';
  // Every language puts the page count last ("Side 4 av 4", "Sivu 4/4").
  const labelFor = (page: number) => t('documentFiles.pageOf', { page, pages: slot }).split(slot);
  doc.font(documentFonts.regular).fontSize(footerSize);
  const font = internals._font;
  const pageCount = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, -3, 60, footerSize + 2],
    Resources: { Font: { [font.id]: font.ref() } },
  });
  const labelWidth = doc.widthOfString(labelFor(8888).join('8888'));
  let pages = 0;

  const drawFooter = () => {
    pages += 1;
    const { x, y } = doc;
    const [savedFont, savedSize] = [internals._font, internals._fontSize];
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page; the footer lives in the margin.
    doc.page.margins.bottom = 0;
    doc.save();
    const left = doc.page.margins.left;
    const top = doc.page.height - 28;
    doc.moveTo(left, top - 6).lineTo(left + contentWidth, top - 6);
    doc.lineWidth(0.4).strokeColor(pdfColours.rule).stroke();
    doc.font(documentFonts.regular).fontSize(footerSize).fillColor(pdfColours.muted);
    doc.text(reference, left, top, {
      width: contentWidth - labelWidth - 12,
      lineBreak: false,
      ellipsis: true,
    });
    const [before = ''] = labelFor(pages);
    const labelLeft = left + contentWidth - labelWidth;
    doc.text(before, labelLeft, top, { lineBreak: false });
    // pdfkit draws in a flipped space; the form is placed in PDF space at the text's baseline.
    const baseline = doc.page.height - top - (font.ascender / 1000) * footerSize;
    const page = doc.page as unknown as { xobjects: Record<string, PDFKit.PDFKitReference> };
    page.xobjects.PageCount = pageCount;
    doc.addContent(
      `q 1 0 0 -1 0 ${doc.page.height} cm 1 0 0 1 ${labelLeft + doc.widthOfString(before)} ${baseline} cm /PageCount Do Q`,
    );
    doc.restore();
    doc.page.margins.bottom = bottomMargin;
    internals._font = savedFont;
    internals._fontSize = savedSize;
    doc.x = x;
    doc.y = y;
  };

  drawFooter();
  doc.on('pageAdded', drawFooter);
  return {
    finish: () => {
      const [glyphs] = font.encode(String(pages));
      pageCount.end(
        `BT /${font.id} ${footerSize} Tf ${pdfRgb(pdfColours.muted)} rg <${glyphs.join('')}> Tj ET`,
      );
    },
  };
}
