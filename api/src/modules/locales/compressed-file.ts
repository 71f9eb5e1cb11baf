import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseWeightedList } from '../../shared/weighted-list.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  raw: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  /** A strong validator of the content, for conditional requests. */
  entityTag: string;
}

/**
 * A text file with its brotli and gzip copies, made once per change of the file (the first
 * request after it changes pays for them): translations are on the first load's critical path,
 * and compressed they are about a quarter of their size.
 */
export class CompressedFileCache {
  private readonly files = new Map<string, { modified: number; file: Promise<CompressedFile> }>();

  async get(filePath: string): Promise<CompressedFile> {
    const modified = (await stat(filePath)).mtimeMs;
    const cached = this.files.get(filePath);
    if (cached?.modified === modified) return cached.file;
    const file = compress(filePath);
    this.files.set(filePath, { modified, file });
    file.catch(() => this.files.delete(filePath));
    return file;
  }
}

async function compress(filePath: string): Promise<CompressedFile> {
  const raw = await readFile(filePath);
  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const entityTag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  return { raw, brotli: brotliCopy, gzip: gzipCopy, entityTag };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    parseWeightedList(acceptEncoding).map((entry) => [entry.value, entry.quality]),
  );
  const wanted = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return undefined;
}
