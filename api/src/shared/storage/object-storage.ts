import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What was stored: its size and SHA-256, counted from the bytes as they went in. */
export interface StoredObject {
  sizeBytes: number;
  sha256: string;
}

export interface OpenedObject {
  stream: Readable;
  sizeBytes: number;
}

/**
 * Where the portal keeps its files (report files, job attachments, documents, settlement PDFs):
 * a local folder or an S3 bucket every instance shares. Keys are made by the server only, as
 * "<area>/<country>/<name>..." (see objectKey); an object shows only once completely written.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there; readers never see half of it. */
  put(key: string, content: Buffer | Readable): Promise<StoredObject>;
  /** Stores a finished local file under the key and removes the file (a move where possible). */
  moveFileIn(key: string, filePath: string): Promise<StoredObject>;
  /** A stream of the object and its size, or null when there is no such object. */
  open(key: string): Promise<OpenedObject | null>;
  /** The object's size in bytes, or null when there is no such object. */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the object; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The keys under a prefix ending in "/", at any depth. */
  list(prefix: string): Promise<string[]>;
  /** Removes every object under a prefix ending in "/"; returns how many keys were listed. */
  removePrefix(prefix: string): Promise<number>;
}

/** A segment: no separators, control characters or leading dot (nor "." and ".."). */
// eslint-disable-next-line no-control-regex
const segmentPattern = /^(?!\.)[^/\\\u0000-\u001f\u007f]{1,255}$/;

/** Throws unless the key is made of safe segments (the server builds every key, so this is a guard). */
export function assertValidKey(key: string): void {
  if (Buffer.byteLength(key) > 1024 || !key.split('/').every((part) => segmentPattern.test(part))) {
    throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
  }
}

export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error('A storage prefix ends with "/"');
  assertValidKey(prefix.slice(0, -1));
}

/** Joins server-made parts into a key, e.g. objectKey('files', 'no', storageName). */
export function objectKey(...parts: string[]): string {
  const key = parts.join('/');
  assertValidKey(key);
  return key;
}

/** Counts size and SHA-256 of bytes as they pass. */
export function createDigest(): { update(chunk: Buffer): void; result(): StoredObject } {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  return {
    update(chunk) {
      hash.update(chunk);
      sizeBytes += chunk.length;
    },
    result: () => ({ sizeBytes, sha256: hash.digest('hex') }),
  };
}
