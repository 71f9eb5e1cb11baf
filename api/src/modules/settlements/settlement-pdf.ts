import { documentFonts } from '../../shared/documents/fonts.js';
import {
  drawLetterhead,
  drawParty,
  type DocumentParty,
  type DocumentTranslate,
} from '../../shared/documents/letterhead.js';
import { documentNumberFormats } from '../../shared/documents/number-formats.js';
import { footOnEveryPage } from '../../shared/documents/page-numbers.js';
import {
  contentWidth,
  createPdfInMemory,
  pdfColours,
  PdfTable,
} from '../../shared/documents/pdf-layout.js';
import type { ProviderIdentity } from '../../shared/documents/provider-identity.js';
import { localeTagOf, translate, type ServerLanguage } from '../../shared/translations.js';
import { drawPaymentDetails } from './settlement-payment.js';
import { fromCents, toCents, type SettlementPeriodType } from './settlement-model.js';

export interface SettlementDocument {
  number: string;
  periodType: SettlementPeriodType;
  periodStart: string;
  periodEnd: string;
  /** The day the settlement is issued (YYYY-MM-DD); the due date counts from the period end. */
  issuedOn: string;
  currency: string;
  lines: { description: string; quantity: number; resaleValue: string; serviceCosts: string }[];
}

/** A YYYY-MM-DD day plus whole days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The settlement as a PDF on the provider's letterhead, in the customer's language: the
 * customer, the period, the lines with a totals row, and when and how the net amount is paid.
 */
export async function renderSettlementPdf(options: {
  provider: ProviderIdentity;
  language: ServerLanguage;
  customer: DocumentParty;
  settlement: SettlementDocument;
}): Promise<Buffer> {
  const { provider, settlement } = options;
  const t: DocumentTranslate = (key, values) => translate(options.language, key, values);
  const locale = localeTagOf(options.language);
  const { integer, money } = documentNumberFormats(locale);
  const amount = (value: string | number) => money(value, settlement.currency);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  const title = t('settlements.pdf.title', { number: settlement.number });
  const { doc, finish } = createPdfInMemory({ title, author: provider.legalName });
  const footer = footOnEveryPage(doc, t, `${provider.legalName} · ${title}`);
  const left = doc.page.margins.left;
  const halfWidth = contentWidth / 2 - 12;

  drawLetterhead(doc, provider, t, options.language);
  doc.font(documentFonts.bold).fontSize(20).fillColor(pdfColours.ink).text(title, left, doc.y);
  const top = doc.y + 14;
  const partyBottom = drawParty(doc, t, {
    label: t('settlements.pdf.customer'),
    party: options.customer,
    x: left,
    y: top,
    width: halfWidth,
  });
  const dueDate = addDays(settlement.periodEnd, provider.payment.termDays);
  const facts: [string, string][] = [
    [t('settlements.pdf.number'), settlement.number],
    [
      t(`settlements.pdf.periodTypes.${settlement.periodType}`),
      `${dateOf(settlement.periodStart)} – ${dateOf(settlement.periodEnd)}`,
    ],
    [t('settlements.pdf.issued'), dateOf(settlement.issuedOn)],
    [t('settlements.pdf.dueDate'), dateOf(dueDate)],
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    const x = left + contentWidth / 2 + 12;
    doc.font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
    doc.text(label.toUpperCase(), x, doc.y, { width: halfWidth, characterSpacing: 0.4 });
    doc
      .fontSize(9)
      .fillColor(pdfColours.ink)
      .text(value, x, doc.y + 1, { width: halfWidth });
    doc.y += 4;
  }
  doc.y = Math.max(doc.y, partyBottom) + 14;
  doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
  doc.text(t('settlements.pdf.explanation'), left, doc.y, { width: contentWidth });
  doc.moveDown(1);

  const table = new PdfTable(
    doc,
    [
      { label: t('settlements.columns.description'), width: 150, wrap: true },
      { label: t('settlements.columns.quantity'), width: 50, align: 'right' },
      { label: t('settlements.columns.resaleValue'), width: 100, align: 'right' },
      { label: t('settlements.columns.serviceCosts'), width: 115, align: 'right' },
      { label: t('settlements.columns.netAmount'), width: 100, align: 'right' },
    ],
    { fontSize: 8.5, language: options.language },
  );
  table.header();
  const cents = { quantity: 0, resale: 0, costs: 0 };
  for (const line of settlement.lines) {
    const resale = toCents(line.resaleValue);
    const costs = toCents(line.serviceCosts);
    cents.quantity += line.quantity;
    cents.resale += resale;
    cents.costs += costs;
    table.row([
      line.description,
      integer(line.quantity),
      amount(fromCents(resale)),
      amount(fromCents(costs)),
      amount(fromCents(resale - costs)),
    ]);
  }
  const net = cents.resale - cents.costs;
  table.row(
    [
      t('reports.pdf.total'),
      integer(cents.quantity),
      amount(fromCents(cents.resale)),
      amount(fromCents(cents.costs)),
      amount(fromCents(net)),
    ],
    { total: true },
  );

  drawPaymentDetails(doc, t, {
    payment: provider.payment,
    net: amount(fromCents(Math.abs(net))),
    providerPays: net >= 0,
    dueDate: dateOf(dueDate),
    reference: settlement.number,
  });
  footer.finish();
  return finish();
}
