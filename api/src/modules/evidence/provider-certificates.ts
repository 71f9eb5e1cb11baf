import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { openStoredFile } from '../../shared/file-store.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { safeFileName } from './pack-files.js';

export interface CopiedCertificate {
  localPath: string;
  fileName: string;
}

/**
 * The provider's current certificates (ISO 27001, ISO 14001, waste permit...) from the documents
 * library: the live ones for every supplier and those made for the pack's supplier or its master
 * account, one language variant per document (the pack's language, else English, else the
 * common one), copied into the pack's working folder.
 */
export async function copyProviderCertificates(options: {
  database: Database;
  storage: ObjectStorage;
  country: CountryCode;
  ownerIds: string[];
  language: string;
  folder: string;
}): Promise<CopiedCertificate[]> {
  const rows = await options.database
    .selectFrom('documents')
    .select(['document_key', 'supplier_id', 'language', 'file_name', 'storage_name', 'position'])
    .where('category', '=', 'certifications')
    .where('retired_at', 'is', null)
    .where((eb) =>
      eb.or([eb('supplier_id', 'is', null), eb('supplier_id', 'in', options.ownerIds)]),
    )
    .orderBy('position')
    .orderBy('document_key')
    .execute();
  const rank = (language: string | null) =>
    language === options.language ? 0 : language === 'en' ? 1 : language === null ? 2 : 3;
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.supplier_id ?? ''}/${row.document_key}`;
    const current = chosen.get(key);
    if (!current || rank(row.language) < rank(current.language)) chosen.set(key, row);
  }
  const copied: CopiedCertificate[] = [];
  const usedNames = new Set<string>();
  for (const document of chosen.values()) {
    const opened = await openStoredFile(
      { storage: options.storage, country: options.country },
      document.storage_name,
    );
    if (!opened) continue;
    let fileName = safeFileName(document.file_name) || `${document.document_key}.pdf`;
    if (usedNames.has(fileName)) fileName = `${document.document_key}-${fileName}`;
    usedNames.add(fileName);
    const localPath = path.join(options.folder, `certificate-${copied.length}`);
    await pipeline(opened.stream, createWriteStream(localPath));
    copied.push({ localPath, fileName });
  }
  return copied;
}
