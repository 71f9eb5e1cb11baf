import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { CountryCode } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { objectKey } from '../../shared/storage/object-storage.js';

/**
 * Where a country's report files are written: <REPORTS_DIR>/<country>/. With local storage
 * they stay there (the storage keeps "reports/<country>/..." in that folder); with S3 each
 * finished file goes up and leaves the folder.
 */
export function reportStorageRoot(config: AppConfig, country: CountryCode): string {
  return path.join(config.reportsDirectory, country);
}

/**
 * The storage key of a report file; its storage_path is "<report id>/attempt-<n>/report.<ext>"
 * (files of earlier versions: the file name instead of "report").
 */
export function reportFileKey(country: CountryCode, storagePath: string): string {
  return objectKey('reports', country, ...storagePath.split('/'));
}

/**
 * The key of a report file to send: a stored path that makes no valid key (none should) is a
 * missing file (NOT_FOUND), not a way out of the reports' folder nor an error.
 */
export function storedReportFileKey(country: CountryCode, storagePath: string): string {
  try {
    return reportFileKey(country, storagePath);
  } catch {
    throw notFound();
  }
}

/** The prefix of every stored file of one report. */
export function reportKeyPrefix(country: CountryCode, reportId: string): string {
  return `${objectKey('reports', country, reportId)}/`;
}

/** The public link that downloads one file of a report until it expires. */
export function reportDownloadUrl(
  publicUrl: string,
  report: { id: string; download_key: string },
  country: string,
  format: string,
): string {
  return `${publicUrl}/api/reports/${country}/${report.id}/${format.toLowerCase()}?key=${report.download_key}`;
}

/** The public page that checks a certificate of destruction. */
export function certificateVerifyUrl(
  publicUrl: string,
  country: string,
  certificateNumber: string,
): string {
  return `${publicUrl}/verify-certificate?number=${encodeURIComponent(certificateNumber)}&location=${country}`;
}

/** A file name without characters that trouble file systems or headers. */
export function safeFileName(name: string): string {
  return name
    .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
}
