import { documentFonts } from '../../shared/documents/fonts.js';
import type { DocumentTranslate } from '../../shared/documents/letterhead.js';
import { contentWidth, pdfColours, type Pdf } from '../../shared/documents/pdf-layout.js';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';

/**
 * The net amount in large type, then who pays whom by when: a positive net is the provider's
 * to pay to the customer's account; a negative one the customer pays to the provider's account
 * (listed with the reference to quote).
 */
export function drawPaymentDetails(
  doc: Pdf,
  t: DocumentTranslate,
  options: {
    payment: ProviderIdentity['payment'];
    net: string;
    providerPays: boolean;
    dueDate: string;
    reference: string;
  },
): void {
  const left = doc.page.margins.left;
  if (doc.y + 190 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 24;
  doc.rect(left, top, contentWidth, 56).fill(pdfColours.header);
  doc.font(documentFonts.regular).fontSize(8).fillColor(pdfColours.muted);
  const label = options.providerPays ? 'settlements.pdf.netToYou' : 'settlements.pdf.netToPay';
  doc.text(t(label).toUpperCase(), left + 14, top + 12, { characterSpacing: 0.4 });
  doc.font(documentFonts.bold).fontSize(18).fillColor(pdfColours.brand);
  doc.text(options.net, left + 14, doc.y + 2);
  doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
  doc.text(
    `${t('settlements.pdf.dueDate')}: ${options.dueDate}`,
    left + contentWidth / 2,
    top + 22,
    { width: contentWidth / 2 - 14, align: 'right' },
  );

  doc.y = top + 56 + 18;
  doc.font(documentFonts.bold).fontSize(11).text(t('settlements.pdf.paymentTitle'), left, doc.y);
  doc.moveDown(0.3).font(documentFonts.regular).fontSize(9);
  const values = { amount: options.net, date: options.dueDate, reference: options.reference };
  const instruction = options.providerPays
    ? t('settlements.pdf.weWillPay', values)
    : t('settlements.pdf.pleasePay', values);
  doc.text(instruction, left, doc.y, { width: contentWidth });
  doc.moveDown(0.5);
  const { payment } = options;
  const rows: [string, string | undefined][] = [
    [t('settlements.pdf.reference'), options.reference],
    ...(options.providerPays
      ? []
      : ([
          [t('settlements.pdf.bankAccount'), payment.bankAccount],
          ['IBAN', payment.iban],
          ['BIC', payment.bic],
        ] as [string, string | undefined][])),
  ];
  for (const [name, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.fillColor(pdfColours.muted).text(name, left, y, { width: 120 });
    doc.fillColor(pdfColours.ink).text(value, left + 120, y, { width: contentWidth - 120 });
  }
}
