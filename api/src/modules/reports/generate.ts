import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { writeCertificatePdf } from './files/certificate-pdf.js';
import { writeCompleteCsv } from './files/complete-csv.js';
import { writeCompleteXlsx } from './files/complete-xlsx.js';
import { writeHighLevelPdf } from './files/high-level-pdf.js';
import type { ReportRow } from './report-model.js';
import { summariseReportUnits } from './report-units.js';
import { certificateVerifyUrl, reportStorageRoot, safeFileName } from './storage.js';
import { localeTagOf, reportLanguageOf, translator } from './translate.js';

export interface GeneratedFile {
  format: 'XLSX' | 'CSV' | 'PDF';
  file_name: string;
  storage_path: string;
  size_bytes: number;
  sha256: string;
}

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes a report's files. Each is written under a temporary name and renamed when complete,
 * into a folder of its own per attempt: a worker that dies mid-way leaves no file that looks
 * finished, and a late attempt cannot overwrite the file another attempt delivered.
 */
export async function generateReportFiles(options: {
  config: AppConfig;
  country: CountryCode;
  database: Database;
  report: ReportRow;
  unitsTotal: number;
  onProgress: (units: number) => Promise<void>;
}): Promise<{ files: GeneratedFile[]; contentSha256: string | null }> {
  const { config, country, database, report } = options;
  const language = reportLanguageOf(report.language);
  const t = translator(language);
  const relativeFolder = path.join(report.id, `attempt-${report.attempts}`);
  const folder = path.join(reportStorageRoot(config, country), relativeFolder);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });

  const names = await database
    .selectFrom('suppliers')
    .select(['id', 'company'])
    .where('id', 'in', [report.supplier_id, report.scope_supplier_id ?? report.supplier_id])
    .execute();
  const supplier = names.find((row) => row.id === report.supplier_id)?.company ?? '';
  const department = report.scope_supplier_id
    ? (names.find((row) => row.id === report.scope_supplier_id)?.company ?? null)
    : null;
  const period = `${report.date_from} – ${report.date_to}`;
  const dateColumn = t(`reports.dateColumns.${report.date_column}`);
  const issuedAt = new Intl.DateTimeFormat(localeTagOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(new Date());
  const about: [string, string][] = [
    [t('reports.files.report'), report.name],
    [t('reports.files.supplier'), supplier],
    [t('reports.files.scope'), department ?? t('reports.files.wholeGroup')],
    [t('reports.files.period'), period],
    [t('reports.files.dateColumn'), dateColumn],
    ...(report.free_text
      ? [[t('reports.files.freeText'), report.free_text] as [string, string]]
      : []),
    ...(report.serial_or_product
      ? [[t('reports.files.serialOrProduct'), report.serial_or_product] as [string, string]]
      : []),
    [t('reports.files.orderedBy'), report.ordered_by_name],
    [t('reports.files.generatedAt'), issuedAt],
    [t('reports.files.units'), String(options.unitsTotal)],
  ];
  const baseName = safeFileName(`${report.name} ${supplier}`);

  const outputs: { format: GeneratedFile['format']; extension: string }[] =
    report.kind === 'COMPLETE'
      ? [
          { format: 'XLSX', extension: 'xlsx' },
          { format: 'CSV', extension: 'csv' },
        ]
      : [{ format: 'PDF', extension: 'pdf' }];
  const files: GeneratedFile[] = [];
  let contentSha256: string | null = null;
  for (const [index, output] of outputs.entries()) {
    const fileName = `${baseName}.${output.extension}`;
    const finalPath = path.join(folder, fileName);
    const temporaryPath = `${finalPath}.partial`;
    // Progress counts units once, though a complete report writes them in two files.
    const onProgress = (units: number) =>
      options.onProgress(Math.round((index * options.unitsTotal + units) / outputs.length));
    if (output.format === 'XLSX') {
      await writeCompleteXlsx({ database, report, filePath: temporaryPath, t, about, onProgress });
    } else if (output.format === 'CSV') {
      await writeCompleteCsv({ database, report, filePath: temporaryPath, t, onProgress });
    } else if (report.kind === 'CERTIFICATE_OF_DESTRUCTION') {
      const certificateNumber = report.certificate_number ?? '';
      const result = await writeCertificatePdf({
        database,
        report,
        filePath: temporaryPath,
        t,
        provider: config.provider,
        details: {
          certificateNumber,
          provider: config.providerName,
          supplier,
          department,
          period,
          dateColumn,
          issuedAt,
          unitCount: options.unitsTotal,
          verifyUrl: certificateVerifyUrl(config.publicUrl, country, certificateNumber),
        },
        onProgress,
      });
      contentSha256 = result.contentSha256;
    } else {
      await writeHighLevelPdf({
        filePath: temporaryPath,
        t,
        locale: localeTagOf(language),
        title: report.name,
        provider: config.providerName,
        facts: about.filter(([label]) => label !== t('reports.files.report')),
        rows: await summariseReportUnits(database, report),
      });
      await options.onProgress(options.unitsTotal);
    }
    await rename(temporaryPath, finalPath);
    files.push({
      format: output.format,
      file_name: fileName,
      storage_path: path.join(relativeFolder, fileName),
      size_bytes: (await stat(finalPath)).size,
      sha256: await sha256Of(finalPath),
    });
  }
  return { files, contentSha256 };
}
