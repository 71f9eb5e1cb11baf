import QRCode from 'qrcode';
import { documentFonts } from '../../../shared/documents/fonts.js';
import { contentWidth, pdfColours, type Pdf } from '../../../shared/documents/pdf-layout.js';
import type { ProviderIdentity } from '../../../shared/documents/provider-identity.js';
import type { Translate } from '../translate.js';

/** The height the closing needs, so it is never split across pages. */
export const closingHeight = 270;

/**
 * The certificate's closing: the SHA-256 of the unit list and where to verify the file, across
 * the page; below, the QR code of that address on the left and the provider's signature (image,
 * name, title, company) on the right.
 */
export async function drawCertificateClosing(
  doc: Pdf,
  t: Translate,
  options: {
    provider: ProviderIdentity;
    contentSha256: string;
    verifyUrl: string;
    issuedAt: string;
  },
): Promise<void> {
  const left = doc.page.margins.left;
  doc.font(documentFonts.bold).fontSize(9).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.digestTitle'), left, doc.y + 18, { width: contentWidth });
  doc.font(documentFonts.mono).fontSize(8.5);
  doc.text(options.contentSha256, left, doc.y + 2, { width: contentWidth });
  doc.font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
  doc.text(t('certificates.pdf.digestExplanation'), left, doc.y + 2, { width: contentWidth });
  doc.moveDown(0.8).fillColor(pdfColours.ink).fontSize(8.5);
  doc.text(t('certificates.pdf.verifyAt'), left, doc.y, { width: contentWidth });
  doc.fillColor(pdfColours.brand);
  doc.text(options.verifyUrl, left, doc.y, { width: contentWidth, link: options.verifyUrl });

  const top = doc.y + 14;
  const qr = await QRCode.toBuffer(options.verifyUrl, { margin: 1, width: 180 });
  doc.image(qr, left, top, { width: 84 });
  drawSignature(doc, t, {
    provider: options.provider,
    issuedAt: options.issuedAt,
    x: left + contentWidth / 2 + 12,
    y: top,
    width: contentWidth / 2 - 12,
  });
  doc.fillColor(pdfColours.ink).font(documentFonts.regular);
  doc.x = left;
  doc.y = Math.max(top + 84, doc.y);
}

function drawSignature(
  doc: Pdf,
  t: Translate,
  options: { provider: ProviderIdentity; issuedAt: string; x: number; y: number; width: number },
): void {
  const { provider, x, width } = options;
  const { signatory } = provider;
  doc.font(documentFonts.bold).fontSize(9).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.signedFor', { company: provider.legalName }), x, options.y, {
    width,
  });
  doc.font(documentFonts.regular).fontSize(8.5).fillColor(pdfColours.muted);
  doc.text(options.issuedAt, x, doc.y + 2, { width });
  const lineY = doc.y + 58;
  if (signatory?.signatureFile) {
    doc.image(signatory.signatureFile, x, lineY - 50, { fit: [width * 0.7, 46] });
  }
  doc.moveTo(x, lineY).lineTo(x + width * 0.8, lineY);
  doc.lineWidth(0.6).strokeColor(pdfColours.ink).stroke();
  doc.fillColor(pdfColours.ink).font(documentFonts.bold).fontSize(9);
  doc.text(signatory?.name ?? t('certificates.pdf.authorisedSignatory'), x, lineY + 5, { width });
  doc.font(documentFonts.regular).fontSize(8.5);
  if (signatory?.title) doc.text(signatory.title, x, doc.y, { width });
  doc.text(provider.legalName, x, doc.y, { width });
}
