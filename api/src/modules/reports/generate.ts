import { providerIdentityOf } from '../provider-identity/service.js';
import { mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { writeCertificatePdf } from './files/certificate-pdf.js';
import { writeCompleteCsv } from './files/complete-csv.js';
import { writeCompleteXlsx } from './files/complete-xlsx.js';
import { writeHighLevelPdf } from './files/high-level-pdf.js';
import { writeSustainabilityFiles } from './files/sustainability-files.js';
import { readReportCheckpoint, type ReportCheckpoint } from './report-checkpoint.js';
import type { ReportRow } from './report-model.js';
import { summariseReportUnits } from './report-units.js';
import { certificateVerifyUrl, reportFileKey, reportStorageRoot, safeFileName } from './storage.js';
import { localeTagOf, reportLanguageOf, translator } from './translate.js';

export interface GeneratedFile {
  format: 'XLSX' | 'CSV' | 'PDF';
  file_name: string;
  storage_path: string;
  size_bytes: number;
  sha256: string;
}

/**
 * Writes a report's files. Each is written under a temporary name in a local folder of its own
 * per attempt and moved into the storage, under a key of that attempt, when complete: a worker
 * that dies mid-way leaves no file that looks finished, and a late attempt cannot overwrite the
 * file another attempt delivered.
 */
export async function generateReportFiles(options: {
  config: AppConfig;
  country: CountryCode;
  database: Database;
  storage: ObjectStorage;
  report: ReportRow;
  unitsTotal: number;
  onProgress: (units: number) => Promise<void>;
  /** Records where the CSV stopped, so a later attempt can resume it. */
  saveCheckpoint?: (checkpoint: ReportCheckpoint) => Promise<void>;
}): Promise<{ files: GeneratedFile[]; contentSha256: string | null }> {
  const { config, country, database, report } = options;
  const storageRoot = reportStorageRoot(config, country);
  const language = reportLanguageOf(report.language);
  const t = translator(language);
  const relativeFolder = path.join(report.id, `attempt-${report.attempts}`);
  const folder = path.join(storageRoot, relativeFolder);
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
    report.kind === 'COMPLETE' || report.kind === 'SUSTAINABILITY'
      ? // The CSV first: finished, it is kept for a later attempt should this one die in the XLSX.
        [
          { format: 'CSV', extension: 'csv' },
          { format: 'XLSX', extension: 'xlsx' },
          ...(report.kind === 'SUSTAINABILITY'
            ? [{ format: 'PDF' as const, extension: 'pdf' }]
            : []),
        ]
      : [{ format: 'PDF', extension: 'pdf' }];
  // The sustainability report's three files are written from one read of its figures.
  const sustainability =
    report.kind === 'SUSTAINABILITY'
      ? writeSustainabilityFiles({
          database,
          country,
          report,
          t,
          language,
          title: report.name,
          provider: config.providerName,
          facts: about.filter(([label]) => label !== t('reports.files.report')),
          methodologyUrl: `${config.publicUrl}/methodology`,
        })
      : null;
  const files: GeneratedFile[] = [];
  let contentSha256: string | null = null;
  const { saveCheckpoint } = options;
  for (const [index, output] of outputs.entries()) {
    let finishedCsv: Awaited<ReturnType<typeof writeCompleteCsv>> | undefined;
    const fileName = `${baseName}.${output.extension}`;
    const finalPath = path.join(folder, fileName);
    const temporaryPath = `${finalPath}.partial`;
    // Progress counts units once, though a complete report writes them in two files.
    const onProgress = (units: number) =>
      options.onProgress(Math.round((index * options.unitsTotal + units) / outputs.length));
    if (sustainability) {
      await sustainability.write(output.format, temporaryPath, onProgress);
    } else if (output.format === 'XLSX') {
      await writeCompleteXlsx({ database, report, filePath: temporaryPath, t, about, onProgress });
    } else if (output.format === 'CSV') {
      const workingFile = path.join(relativeFolder, `${fileName}.partial`);
      const stored = readReportCheckpoint(report.resume_checkpoint);
      // An earlier attempt's working or finished file, if it is still on this machine's disk
      // (another machine's is not, nor a finished file that went up to S3): else start over.
      const resume =
        stored && stored.workingFile !== workingFile
          ? { sourcePath: path.join(storageRoot, stored.workingFile), position: stored }
          : undefined;
      finishedCsv = await writeCompleteCsv({
        database,
        report,
        filePath: temporaryPath,
        t,
        onProgress,
        resume,
        ...(saveCheckpoint && {
          onCheckpoint: (position) => saveCheckpoint({ ...position, format: 'CSV', workingFile }),
        }),
      });
    } else if (report.kind === 'CERTIFICATE_OF_DESTRUCTION') {
      const certificateNumber = report.certificate_number ?? '';
      const result = await writeCertificatePdf({
        database,
        report,
        filePath: temporaryPath,
        t,
        provider: await providerIdentityOf(database, config.providers[country]),
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
        language,
        title: report.name,
        provider: config.providerName,
        facts: about.filter(([label]) => label !== t('reports.files.report')),
        rows: await summariseReportUnits(database, report),
      });
      await options.onProgress(options.unitsTotal);
    }
    // The key names the report, attempt and format only; the download name is file_name.
    const storagePath = path.posix.join(
      report.id,
      `attempt-${report.attempts}`,
      `report.${output.extension}`,
    );
    const stored = await options.storage.moveFileIn(
      reportFileKey(country, storagePath),
      temporaryPath,
    );
    files.push({
      format: output.format,
      file_name: fileName,
      storage_path: storagePath,
      size_bytes: stored.sizeBytes,
      sha256: stored.sha256,
    });
    if (finishedCsv && saveCheckpoint) {
      // A later attempt copies the finished CSV (checked by its SHA-256) instead of writing it.
      await saveCheckpoint({ ...finishedCsv.finished, format: 'CSV', workingFile: storagePath });
    }
  }
  // Mails list the files as the API does: XLSX before CSV, whichever was written first.
  files.sort((first, second) => second.format.localeCompare(first.format));
  // Emptied when the files went to S3; with local storage the folder holds them and stays.
  for (const emptied of [folder, path.dirname(folder)]) await rmdir(emptied).catch(() => undefined);
  return { files, contentSha256 };
}
