import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CountryCode } from './countries.js';
import { objectKey, type ObjectStorage } from './storage/object-storage.js';

/**
 * Files the provider hands out (documents, settlement PDFs) live in the object storage under
 * "files/<country>/<name>", names the server makes: nothing a caller sends becomes part of a key.
 */
export interface StoredFile {
  storageName: string;
  sizeBytes: number;
  sha256: string;
}

/** Where a country's provider files are, and the storage they are in. */
export interface FileLocation {
  storage: ObjectStorage;
  country: CountryCode;
}

const storageNamePattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

function storedFileKey(country: CountryCode, storageName: string): string {
  if (!storageNamePattern.test(storageName)) throw new Error('Not a stored file name');
  return objectKey('files', country, storageName);
}

/** Writes the content under a new name (the storage never shows a half-written file). */
export async function storeFile(
  location: FileLocation,
  content: Buffer,
  extension: string,
): Promise<StoredFile> {
  const storageName = `${randomUUID()}.${extension.toLowerCase()}`;
  const stored = await location.storage.put(storedFileKey(location.country, storageName), content);
  return { storageName, ...stored };
}

/** Removes a stored file (used when the database refused the row that would have named it). */
export async function removeStoredFile(location: FileLocation, storageName: string): Promise<void> {
  await location.storage.remove(storedFileKey(location.country, storageName));
}

/** A stream of the stored file and its size, or null when the file is missing. */
export async function openStoredFile(
  location: FileLocation,
  storageName: string,
): Promise<{ stream: Readable; sizeBytes: number } | null> {
  return location.storage.open(storedFileKey(location.country, storageName));
}

/** True when the bytes start like a PDF file. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}
