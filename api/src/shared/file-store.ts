import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { CountryCode } from './countries.js';

/**
 * Files the provider hands out (documents, settlement PDFs) live under the data folder, one
 * folder per country, under names the server makes: nothing a caller sends becomes part of a path.
 */
export interface StoredFile {
  storageName: string;
  sizeBytes: number;
  sha256: string;
}

const storageNamePattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

function folderOf(dataDirectory: string, country: CountryCode): string {
  return path.join(dataDirectory, 'files', country);
}

function storedFilePath(dataDirectory: string, country: CountryCode, storageName: string): string {
  if (!storageNamePattern.test(storageName)) throw new Error('Not a stored file name');
  return path.join(folderOf(dataDirectory, country), storageName);
}

/** Writes the content under a new name (via a temporary file, so a half-written file never shows). */
export async function storeFile(
  dataDirectory: string,
  country: CountryCode,
  content: Buffer,
  extension: string,
): Promise<StoredFile> {
  const folder = folderOf(dataDirectory, country);
  await mkdir(folder, { recursive: true });
  const storageName = `${randomUUID()}.${extension.toLowerCase()}`;
  const target = storedFilePath(dataDirectory, country, storageName);
  const temporary = `${target}.partial`;
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, target);
  return {
    storageName,
    sizeBytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/** Removes a stored file (used when the database refused the row that would have named it). */
export async function removeStoredFile(
  dataDirectory: string,
  country: CountryCode,
  storageName: string,
): Promise<void> {
  await rm(storedFilePath(dataDirectory, country, storageName), { force: true });
}

/** A stream of the stored file and its size, or null when the file is missing. */
export async function openStoredFile(
  dataDirectory: string,
  country: CountryCode,
  storageName: string,
): Promise<{ stream: Readable; sizeBytes: number } | null> {
  const filePath = storedFilePath(dataDirectory, country, storageName);
  try {
    const { size } = await stat(filePath);
    return { stream: createReadStream(filePath), sizeBytes: size };
  } catch {
    return null;
  }
}

/** True when the bytes start like a PDF file. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}
