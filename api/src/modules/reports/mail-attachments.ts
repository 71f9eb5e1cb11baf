import type { CountryCode } from '../../shared/countries.js';
import type { EmailAttachment } from '../email/service.js';
import { reportFileKey } from './storage.js';

/**
 * Up to this size, all told, a report's files ride with the mail as well as behind its links;
 * above it, links only (base64 grows a mail by a third, and mail servers cap message sizes).
 */
const reportAttachmentLimitBytes = 5 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
};

export function mailAttachmentsFor(
  files: { format: string; file_name: string; storage_path: string; size_bytes: number }[],
  country: CountryCode,
  limitBytes = reportAttachmentLimitBytes,
): EmailAttachment[] {
  const total = files.reduce((sum, file) => sum + file.size_bytes, 0);
  if (total > limitBytes) return [];
  return files.map((file) => ({
    fileName: file.file_name,
    storageKey: reportFileKey(country, file.storage_path),
    contentType: contentTypes[file.format] ?? 'application/octet-stream',
  }));
}
