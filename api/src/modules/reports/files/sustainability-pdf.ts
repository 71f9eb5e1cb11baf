import { documentFonts } from '../../../shared/documents/fonts.js';
import { footOnEveryPage } from '../../../shared/documents/page-numbers.js';
import {
  createPdfFile,
  pdfColours,
  PdfTable,
  type Pdf,
} from '../../../shared/documents/pdf-layout.js';
import { localeTagOf, type ReportLanguage, type Translate } from '../translate.js';
import type { CellValue } from './columns.js';
import { formatTonnes, type ContentPart, type ContentTable } from './sustainability-content.js';

/** A cell as the reader's locale writes it. */
function cellText(locale: string, kind: ContentTable['columns'][number]['kind'], value: CellValue) {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'year') return String(value);
  if (kind === 'tonnes') return formatTonnes(locale, value);
  // One format per quantity: kilograms always to the hundredth, counts whole.
  const digits = kind === 'kg' ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

function drawTable(doc: Pdf, language: ReportLanguage, table: ContentTable) {
  const locale = localeTagOf(language);
  const pdfTable = new PdfTable(
    doc,
    table.columns.map((column) => ({
      label: column.label,
      width: column.width,
      align: column.kind === 'text' ? ('left' as const) : ('right' as const),
      // Sources and names wrap; these tables are short.
      wrap: column.kind === 'text',
    })),
    { fontSize: 7.5, language },
  );
  pdfTable.header();
  const textsOf = (values: CellValue[]) =>
    values.map((value, index) => cellText(locale, table.columns[index]?.kind ?? 'text', value));
  for (const values of table.rows) pdfTable.row(textsOf(values));
  if (table.total) pdfTable.row(textsOf(table.total), { total: true });
  doc.moveDown(0.8);
}

/** The sustainability report as PDF: the facts, then each part's sections in order. */
export async function writeSustainabilityPdf(options: {
  filePath: string;
  t: Translate;
  language: ReportLanguage;
  title: string;
  provider: string;
  facts: [string, string][];
  parts: ContentPart[];
}): Promise<void> {
  const { doc, finish } = createPdfFile(options.filePath, {
    title: options.title,
    author: options.provider,
  });
  const footer = footOnEveryPage(doc, options.t, options.title);
  const left = doc.page.margins.left;
  doc.fillColor(pdfColours.brand).font(documentFonts.bold).fontSize(20).text(options.title);
  doc.moveDown(0.5).fillColor(pdfColours.ink).fontSize(9);
  for (const [label, value] of options.facts) {
    doc.font(documentFonts.bold).text(`${label}: `, { continued: true });
    doc.font(documentFonts.regular).text(value);
  }
  for (const part of options.parts) {
    for (const section of part.sections) {
      // A heading never ends a page alone.
      if (doc.y + 80 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      doc.moveDown(0.8);
      doc.x = left;
      doc.font(documentFonts.bold).fontSize(12).fillColor(pdfColours.brand).text(section.heading);
      doc.moveDown(0.4).fillColor(pdfColours.ink);
      for (const block of section.blocks) {
        doc.x = left;
        if (typeof block === 'string') {
          doc.font(documentFonts.regular).fontSize(9).text(block, { width: 515 });
          doc.moveDown(0.4);
        } else {
          drawTable(doc, options.language, block);
        }
      }
    }
  }
  footer.finish();
  await finish();
}
