import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseWeightedList } from '../../shared/weighted-list.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedText {
  raw: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  /** A strong validator of the content, for conditional requests. */
  entityTag: string;
}

/**
 * A text with its brotli and gzip copies, made once per version of the text (the first request
 * after it changes pays for them): translations are on the first load's critical path, and
 * compressed they are about a quarter of their size.
 */
export class CompressedTextCache {
  private readonly texts = new Map<string, { version: string; file: Promise<CompressedText> }>();

  /** The compressed `key`, made anew by `produce` when `version` differs from the cached one. */
  async get(key: string, version: string, produce: () => Promise<string>): Promise<CompressedText> {
    const cached = this.texts.get(key);
    if (cached?.version === version) return cached.file;
    const file = produce().then((text) => compress(Buffer.from(text, 'utf8')));
    this.texts.set(key, { version, file });
    file.catch(() => this.texts.delete(key));
    return file;
  }
}

async function compress(raw: Buffer): Promise<CompressedText> {
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
