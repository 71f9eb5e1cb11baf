import { createHash } from 'node:crypto';
import type { Database } from '../../../database/connections.js';
import { documentFonts } from '../../../shared/documents/fonts.js';
import {
  drawLetterhead,
  drawParty,
  partyOfSupplier,
} from '../../../shared/documents/letterhead.js';
import { documentNumberFormats } from '../../../shared/documents/number-formats.js';
import { footOnEveryPage } from '../../../shared/documents/page-numbers.js';
import {
  contentWidth,
  createPdfFile,
  pdfColours,
  PdfTable,
  type Pdf,
} from '../../../shared/documents/pdf-layout.js';
import type { ProviderIdentity } from '../../../shared/documents/provider-identity.js';
import {
  forEachReportUnitBatch,
  summariseCertificateUnits,
  type ReportFilter,
} from '../report-units.js';
import {
  localeTagOf,
  reportLanguageOf,
  type ReportLanguage,
  type Translate,
} from '../translate.js';
import { closingHeight, drawCertificateClosing } from './certificate-closing.js';
import { cachedTranslate } from './columns.js';

export interface CertificateDetails {
  certificateNumber: string;
  provider: string;
  supplier: string;
  department: string | null;
  period: string;
  dateColumn: string;
  issuedAt: string;
  unitCount: number;
  verifyUrl: string;
}

/** The unit's line as the content digest hashes it: fixed fields, tab-separated. */
function digestLine(fields: string[]): string {
  return `${fields.join('\t')}\n`;
}

/** How a unit's data was dealt with, as the summary and the table name it. */
function methodOf(
  t: Translate,
  unit: { sanitisation_method: string; erasure_standard: string | null },
) {
  if (unit.sanitisation_method === 'physical_destruction') {
    return t('reports.methods.physical_destruction');
  }
  return unit.erasure_standard || t('reports.methods.software_erasure');
}

/** Title, the customer's legal details beside the certificate's facts, and the statement. */
async function drawIntroduction(
  doc: Pdf,
  t: Translate,
  options: { database: Database; report: ReportFilter; details: CertificateDetails; units: string },
) {
  const { details } = options;
  const left = doc.page.margins.left;
  doc.font(documentFonts.bold).fontSize(20).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.title'), left, doc.y);
  doc.font(documentFonts.regular).fontSize(10).fillColor(pdfColours.muted);
  doc.text(`${t('certificates.pdf.number')}: ${details.certificateNumber}`);
  const top = doc.y + 14;
  const customer = await options.database
    .selectFrom('suppliers')
    .select(['company', 'address', 'zip', 'city', 'org_number'])
    .where('id', '=', options.report.supplier_id)
    .executeTakeFirstOrThrow();
  const halfWidth = contentWidth / 2 - 12;
  const partyBottom = drawParty(doc, t, {
    label: t('certificates.pdf.issuedTo'),
    party: partyOfSupplier(customer),
    x: left,
    y: top,
    width: halfWidth,
  });
  const facts: [string, string][] = [
    ...(details.department
      ? [[t('certificates.pdf.department'), details.department] as [string, string]]
      : []),
    [t('certificates.pdf.period'), details.period],
    [t('certificates.pdf.dateColumn'), details.dateColumn],
    [t('certificates.pdf.issuedAt'), details.issuedAt],
    [t('certificates.pdf.units'), options.units],
  ];
  const factsLeft = left + contentWidth / 2 + 12;
  doc.y = top;
  for (const [label, value] of facts) {
    doc.font(documentFonts.regular).fontSize(7.5).fillColor(pdfColours.muted);
    doc.text(label.toUpperCase(), factsLeft, doc.y, { width: halfWidth, characterSpacing: 0.4 });
    doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
    doc.text(value, factsLeft, doc.y + 1, { width: halfWidth });
    doc.y += 4;
  }
  doc.y = Math.max(doc.y, partyBottom) + 12;
  doc.font(documentFonts.regular).fontSize(9).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.statement'), left, doc.y, { width: contentWidth });
}

/** Units and loose data carriers by method (erasure standard, physical destruction). */
async function drawSummary(
  doc: Pdf,
  t: Translate,
  options: {
    database: Database;
    report: ReportFilter;
    integer: (value: number) => string;
    language: ReportLanguage;
  },
) {
  const rows = await summariseCertificateUnits(options.database, options.report);
  doc.moveDown(1).font(documentFonts.bold).fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.summaryTitle'), doc.page.margins.left, doc.y);
  doc.moveDown(0.4);
  const table = new PdfTable(
    doc,
    [
      // A row per method: short, so a long method ("Tyhjennetty standardin …") wraps.
      { label: t('certificates.pdf.columns.method'), width: 200, wrap: true },
      { label: t('certificates.pdf.summary.devices'), width: 95, align: 'right' },
      { label: t('certificates.pdf.summary.looseCarriers'), width: 130, align: 'right' },
      { label: t('certificates.pdf.summary.total'), width: 90, align: 'right' },
    ],
    { fontSize: 8.5, language: options.language },
  );
  table.header();
  const { integer } = options;
  for (const row of rows) {
    const method =
      row.sanitisation_method === 'physical_destruction'
        ? t('certificates.pdf.summary.destroyed')
        : row.erasure_standard
          ? t('certificates.pdf.summary.erasedTo', { standard: row.erasure_standard })
          : t('reports.methods.software_erasure');
    const loose = row.loose_data_carriers;
    table.row([method, integer(row.units - loose), integer(loose), integer(row.units)]);
  }
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const units = sum((row) => row.units);
  const loose = sum((row) => row.loose_data_carriers);
  table.row([t('reports.pdf.total'), integer(units - loose), integer(loose), integer(units)], {
    total: true,
  });
}

/**
 * Writes the certificate of destruction on the provider's letterhead: the customer, the period,
 * a summary by method, every unit (serial, category, model, erasure standard or destruction
 * method, date), the SHA-256 of that unit list and the signature, in the customer's language.
 * Returns the list's SHA-256.
 */
export async function writeCertificatePdf(options: {
  database: Database;
  report: ReportFilter & { language: string };
  filePath: string;
  t: Translate;
  provider: ProviderIdentity;
  details: CertificateDetails;
  onProgress: (units: number) => Promise<void>;
}): Promise<{ contentSha256: string }> {
  const t = cachedTranslate(options.t);
  const { details, provider } = options;
  const language = reportLanguageOf(options.report.language);
  const { integer } = documentNumberFormats(localeTagOf(language));
  const title = `${t('certificates.pdf.title')} ${details.certificateNumber}`;
  const { doc, finish } = createPdfFile(options.filePath, { title, author: provider.legalName });
  const footer = footOnEveryPage(doc, t, title);
  drawLetterhead(doc, provider, t, language);
  const context = { database: options.database, report: options.report };
  await drawIntroduction(doc, t, { ...context, details, units: integer(details.unitCount) });
  await drawSummary(doc, t, { ...context, integer, language });

  doc.moveDown(1.2).font(documentFonts.bold).fontSize(11).fillColor(pdfColours.ink);
  doc.text(t('certificates.pdf.unitsTitle'), doc.page.margins.left, doc.y);
  doc.moveDown(0.4);
  const table = new PdfTable(
    doc,
    [
      { label: t('certificates.pdf.columns.serial'), width: 112 },
      { label: t('certificates.pdf.columns.category'), width: 80, wrap: true },
      { label: t('certificates.pdf.columns.model'), width: 118, wrap: true },
      { label: t('certificates.pdf.columns.method'), width: 140, wrap: true },
      { label: t('certificates.pdf.columns.date'), width: 65 },
    ],
    { fontSize: 7.5, language },
  );
  table.header();
  const digest = createHash('sha256');
  let written = 0;
  await forEachReportUnitBatch(options.database, options.report, async (units) => {
    for (const unit of units) {
      const date =
        (options.report.date_column === 'CREATED_AT' ? unit.created_at : unit.completed_date) ?? '';
      const fields = [
        unit.serial_number,
        t(`unitSummary.categories.${unit.category}`),
        [unit.manufacturer, unit.model].filter(Boolean).join(' '),
        methodOf(t, unit),
        date,
      ];
      digest.update(digestLine(fields));
      table.row(fields);
    }
    written += units.length;
    await options.onProgress(written);
  });
  const contentSha256 = digest.digest('hex');

  if (doc.y + closingHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  await drawCertificateClosing(doc, t, {
    provider,
    contentSha256,
    verifyUrl: details.verifyUrl,
    issuedAt: details.issuedAt,
  });
  footer.finish();
  await finish();
  return { contentSha256 };
}
