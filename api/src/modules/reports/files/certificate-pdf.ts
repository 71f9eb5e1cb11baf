import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { cachedTranslate } from './columns.js';
import { createPdf, pdfColours, PdfTable } from './pdf-layout.js';

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

/**
 * Writes the certificate of destruction: who issues it to whom, for which period, every unit
 * (serial, category, model, erasure standard or destruction method, date), and the SHA-256 of
 * that unit list. Returns the list's SHA-256.
 */
export async function writeCertificatePdf(options: {
  database: Database;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  details: CertificateDetails;
  onProgress: (units: number) => Promise<void>;
}): Promise<{ contentSha256: string }> {
  const t = cachedTranslate(options.t);
  const { details } = options;
  const { doc, finish } = createPdf(options.filePath, {
    title: `${t('certificates.pdf.title')} ${details.certificateNumber}`,
    author: details.provider,
  });
  let pageNumber = 1;
  const footer = () => {
    const bottom = doc.page.height - doc.page.margins.bottom + 10;
    doc
      .fontSize(7)
      .fillColor(pdfColours.muted)
      .text(
        `${details.certificateNumber} · ${t('certificates.pdf.page', { page: pageNumber })}`,
        doc.page.margins.left,
        bottom,
        { lineBreak: false },
      );
    doc.fillColor(pdfColours.ink);
    doc.y = doc.page.margins.top;
  };

  doc.fillColor(pdfColours.brand).font('Helvetica-Bold').fontSize(20);
  doc.text(t('certificates.pdf.title'));
  doc.moveDown(0.3).fillColor(pdfColours.ink).fontSize(11);
  doc.text(`${t('certificates.pdf.number')}: ${details.certificateNumber}`);
  doc.font('Helvetica').moveDown(0.5).fontSize(9);
  const facts: [string, string][] = [
    [t('certificates.pdf.issuedBy'), details.provider],
    [t('certificates.pdf.issuedTo'), details.supplier],
    ...(details.department
      ? [[t('certificates.pdf.department'), details.department] as [string, string]]
      : []),
    [t('certificates.pdf.period'), details.period],
    [t('certificates.pdf.dateColumn'), details.dateColumn],
    [t('certificates.pdf.issuedAt'), details.issuedAt],
    [t('certificates.pdf.units'), String(details.unitCount)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(0.6).fontSize(9).text(t('certificates.pdf.statement'), { width: 515 });
  doc.moveDown(0.8);

  const table = new PdfTable(
    doc,
    [
      { label: t('certificates.pdf.columns.serial'), width: 110 },
      { label: t('certificates.pdf.columns.category'), width: 85 },
      { label: t('certificates.pdf.columns.model'), width: 115 },
      { label: t('certificates.pdf.columns.method'), width: 140 },
      { label: t('certificates.pdf.columns.date'), width: 65 },
    ],
    {
      fontSize: 7.5,
      onNewPage: () => {
        pageNumber += 1;
        footer();
      },
    },
  );
  // The first page's footer is drawn now; later pages get theirs when they are added.
  const firstPageY = doc.y;
  footer();
  doc.y = firstPageY;
  table.header();

  const digest = createHash('sha256');
  let written = 0;
  await forEachReportUnitBatch(options.database, options.report, async (units) => {
    for (const unit of units) {
      const method =
        unit.sanitisation_method === 'physical_destruction'
          ? t('reports.methods.physical_destruction')
          : (unit.erasure_standard ?? t('reports.methods.software_erasure'));
      const date =
        (options.report.date_column === 'CREATED_AT' ? unit.created_at : unit.completed_date) ?? '';
      const fields = [
        unit.serial_number,
        t(`unitSummary.categories.${unit.category}`),
        [unit.manufacturer, unit.model].filter(Boolean).join(' '),
        method,
        date,
      ];
      digest.update(digestLine(fields));
      table.row(fields);
    }
    written += units.length;
    await options.onProgress(written);
  });
  const contentSha256 = digest.digest('hex');

  if (doc.y > doc.page.height - 230) {
    doc.addPage();
    pageNumber += 1;
    footer();
  }
  doc.moveDown(1.5).fontSize(9).font('Helvetica-Bold').text(t('certificates.pdf.digestTitle'));
  doc.font('Courier').fontSize(8.5).text(contentSha256);
  doc.font('Helvetica').fontSize(8).fillColor(pdfColours.muted);
  doc.text(t('certificates.pdf.digestExplanation'), { width: 515 });
  doc.moveDown(0.8).fillColor(pdfColours.ink).fontSize(9);
  doc.text(t('certificates.pdf.verifyAt'));
  doc.fillColor(pdfColours.brand).text(details.verifyUrl, { link: details.verifyUrl });
  const qr = await QRCode.toBuffer(details.verifyUrl, { margin: 1, width: 180 });
  doc.image(qr, doc.page.margins.left, doc.y + 6, { width: 90 });
  await finish();
  return { contentSha256 };
}
