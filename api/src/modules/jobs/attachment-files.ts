import { randomUUID } from 'node:crypto';
import { open, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { CountryCode } from '../../shared/countries.js';
import { objectKey } from '../../shared/storage/object-storage.js';

/**
 * What may be attached, decided by the bytes (magic numbers), never by the name or the type the
 * browser claims: PDF, common images, spreadsheets (XLSX, CSV) and Word documents (DOCX).
 */
const allowedDetectedTypes = new Map<string, string>([
  ['application/pdf', 'application/pdf'],
  ['image/png', 'image/png'],
  ['image/jpeg', 'image/jpeg'],
  ['image/gif', 'image/gif'],
  ['image/webp', 'image/webp'],
  ['image/tiff', 'image/tiff'],
  ['image/heic', 'image/heic'],
  [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
]);

/** Bytes of a text file: anything but NUL and control characters other than tab, CR, LF, FF. */
function looksLikeText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  return true;
}

/**
 * The content type to store a file under, or null when its content is not allowed. CSV has no
 * magic number: a file named .csv is accepted when no binary format is detected and its first
 * 64 kB are plain text.
 */
export async function allowedContentTypeOf(
  filePath: string,
  originalName: string,
): Promise<string | null> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) return allowedDetectedTypes.get(detected.mime) ?? null;
  if (!/\.csv$/i.test(originalName)) return null;
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return looksLikeText(buffer.subarray(0, bytesRead)) ? 'text/csv' : null;
  } finally {
    await handle.close();
  }
}

/** A safe display name: the last path segment, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned.slice(-255) || 'attachment';
}

/** The storage key of an attachment: its server-made name (never the client's) per country. */
export function attachmentKey(country: CountryCode, storedName: string): string {
  return objectKey('attachments', country, storedName);
}

/**
 * A new server-made name, and a local file under <DATA_DIR>/uploads to receive the upload:
 * its type is checked there before the file goes into the storage.
 */
export async function newAttachmentUpload(
  dataDirectory: string,
): Promise<{ storedName: string; uploadPath: string }> {
  const directory = path.join(dataDirectory, 'uploads');
  await mkdir(directory, { recursive: true });
  const storedName = randomUUID();
  return { storedName, uploadPath: path.join(directory, `${storedName}.part`) };
}
