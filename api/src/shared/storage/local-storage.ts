import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  createDigest,
  type ObjectStorage,
  type OpenedObject,
  type StoredObject,
} from './object-storage.js';

export interface LocalStorageOptions {
  /** The folder keys live under: "<directory>/<key>". */
  directory: string;
  /** Top-level key segments kept in a folder of their own (reports: REPORTS_DIR). */
  areaDirectories?: Record<string, string>;
}

/** A temporary name in the target's folder; the leading dot keeps it out of listings. */
function temporaryPathFor(target: string): string {
  return path.join(path.dirname(target), `.${randomUUID()}.partial`);
}

async function digestOfFile(filePath: string): Promise<StoredObject> {
  const digest = createDigest();
  for await (const chunk of createReadStream(filePath)) digest.update(chunk as Buffer);
  return digest.result();
}

/**
 * Files on this machine's disk, in the layout the portal has always used: documents and
 * settlement PDFs under <DATA_DIR>/files/<country>/, attachments under
 * <DATA_DIR>/attachments/<country>/, reports under <REPORTS_DIR>/<country>/. Every write goes to
 * a temporary file first and is renamed into place when complete.
 */
export function createLocalStorage(options: LocalStorageOptions): ObjectStorage {
  function pathOf(key: string): string {
    const [area = '', ...rest] = key.split('/');
    const areaDirectory = options.areaDirectories?.[area];
    const root = path.resolve(areaDirectory ?? options.directory);
    const resolved = areaDirectory
      ? path.resolve(root, ...rest)
      : path.resolve(root, area, ...rest);
    // assertValidKey already refuses "..": this is the second lock on the door.
    if (!resolved.startsWith(`${root}${path.sep}`)) throw new Error('Key outside the storage');
    return resolved;
  }

  async function install(key: string, write: (temporary: string) => Promise<void>) {
    assertValidKey(key);
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryPathFor(target);
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function sizeOf(key: string): Promise<number | null> {
    assertValidKey(key);
    return stat(pathOf(key)).then(
      (stats) => (stats.isFile() ? stats.size : null),
      () => null,
    );
  }

  async function list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    async function walk(folder: string, keyPrefix: string): Promise<void> {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        if (entry.isDirectory()) {
          await walk(path.join(folder, entry.name), `${keyPrefix}${entry.name}/`);
        } else if (entry.isFile()) {
          keys.push(`${keyPrefix}${entry.name}`);
        }
      }
    }
    await walk(pathOf(prefix.slice(0, -1)), prefix);
    return keys;
  }

  return {
    kind: 'local',
    async put(key, content) {
      const digest = createDigest();
      await install(key, async (temporary) => {
        const counting = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            digest.update(chunk);
            callback(null, chunk);
          },
        });
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, counting, createWriteStream(temporary, { flags: 'wx' }));
      });
      return digest.result();
    },
    async moveFileIn(key, filePath) {
      const stored = await digestOfFile(filePath);
      await install(key, async (temporary) => {
        // A rename when on the same disk (the usual case); a copy otherwise.
        await rename(filePath, temporary).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error;
          await copyFile(filePath, temporary);
          await rm(filePath, { force: true });
        });
      });
      return stored;
    },
    async open(key): Promise<OpenedObject | null> {
      const sizeBytes = await sizeOf(key);
      if (sizeBytes === null) return null;
      return { stream: createReadStream(pathOf(key)), sizeBytes };
    },
    sizeOf,
    async remove(key) {
      assertValidKey(key);
      await rm(pathOf(key), { force: true });
    },
    list,
    async removePrefix(prefix) {
      const keys = await list(prefix);
      // The folder goes as a whole, with temporary files of writes that never finished.
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
      return keys.length;
    },
  };
}
