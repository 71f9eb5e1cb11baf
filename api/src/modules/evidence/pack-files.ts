import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { IssuedDocumentKind } from '../verify/service.js';
import { manifestPath, signaturePath } from './evidence-pack-model.js';

/** A file of the pack, written in the working folder before it goes into the ZIP. */
export interface PackFile {
  /** Its path inside the ZIP. */
  path: string;
  kind: IssuedDocumentKind;
  localPath: string;
}

export interface ListedFile {
  path: string;
  kind: IssuedDocumentKind;
  sha256: string;
  size_bytes: number;
}

/** A name without characters that trouble file systems, ZIP paths or headers. */
export function safeFileName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150)
  );
}

/** Size and SHA-256 of a local file, read as a stream. */
export async function digestFile(localPath: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(localPath)) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    size += buffer.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Writes the ZIP: every file from disk (yazl reads each as it goes, so memory stays flat, and
 * switches to ZIP64 where a size or offset needs it), then the manifest and its signature.
 * Text compresses; PDFs are stored as they are.
 */
export async function writePackZip(options: {
  outputPath: string;
  files: PackFile[];
  manifest: Buffer;
  signature: string;
  modifiedAt: Date;
}): Promise<void> {
  const zip = new yazl.ZipFile();
  const output = createWriteStream(options.outputPath);
  const written = pipeline(zip.outputStream, output);
  const entryOptions = { mtime: options.modifiedAt, mode: 0o100644 };
  for (const file of options.files) {
    zip.addFile(file.localPath, file.path, {
      ...entryOptions,
      compress: !file.path.toLowerCase().endsWith('.pdf'),
    });
  }
  zip.addBuffer(options.manifest, manifestPath, entryOptions);
  zip.addBuffer(Buffer.from(`${options.signature}\n`), signaturePath, entryOptions);
  zip.end();
  await written;
  if (!output.closed) await once(output, 'close');
}
