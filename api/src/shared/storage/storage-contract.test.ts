import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The same cases for every implementation: what a caller of ObjectStorage may rely on. */
const partSizeBytes = 5 * 1024 * 1024;
let scratch: string;
let s3: S3TestServer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'itad-storage-contract-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

const implementations: [string, () => ObjectStorage][] = [
  [
    'local',
    () =>
      createLocalStorage({
        directory: path.join(scratch, 'data'),
        areaDirectories: { reports: path.join(scratch, 'reports') },
      }),
  ],
  [
    's3',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        partSizeBytes,
      }),
  ],
];

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream that gives its first piece, then waits until released (or fails) before the rest. */
function heldStream(first: Buffer, rest: Buffer) {
  let firstTaken!: () => void;
  const firstConsumed = new Promise<void>((resolve) => (firstTaken = resolve));
  let step = 0;
  let release: (outcome: 'finish' | 'fail') => void = () => undefined;
  const stream = new Readable({
    read() {
      step += 1;
      if (step === 1) {
        this.push(first);
      } else if (step === 2) {
        firstTaken();
        release = (outcome) => {
          if (outcome === 'fail') {
            this.destroy(new Error('connection lost'));
          } else {
            this.push(rest);
            this.push(null);
          }
        };
      }
    },
  });
  return { stream, firstConsumed, release: (outcome: 'finish' | 'fail') => release(outcome) };
}

describe.each(implementations)('%s object storage', (_name, create) => {
  let storage: ObjectStorage;
  let prefix: string;
  beforeAll(() => {
    storage = create();
  });
  // Each case under keys of its own.
  let caseNumber = 0;
  const key = (name: string) => `${prefix}${name}`;
  function nextPrefix() {
    caseNumber += 1;
    prefix = `files/no/case-${caseNumber}-${randomBytes(4).toString('hex')}/`;
  }

  it('stores bytes and hands them back with their size', async () => {
    nextPrefix();
    const content = Buffer.from('%PDF-1.7 hello æøå');
    const stored = await storage.put(key('a.pdf'), content);
    expect(stored).toEqual({ sizeBytes: content.length, sha256: sha256(content) });
    const opened = await storage.open(key('a.pdf'));
    expect(opened?.sizeBytes).toBe(content.length);
    expect(await read(opened!.stream)).toEqual(content);
    expect(await storage.sizeOf(key('a.pdf'))).toBe(content.length);
  });

  it('stores a stream, and an empty one', async () => {
    nextPrefix();
    const content = randomBytes(300_000);
    const stored = await storage.put(
      key('stream'),
      Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
    );
    expect(stored.sha256).toBe(sha256(content));
    expect(await read((await storage.open(key('stream')))!.stream)).toEqual(content);
    await storage.put(key('empty'), Readable.from([]));
    expect(await storage.sizeOf(key('empty'))).toBe(0);
  });

  it('answers null for a missing object and removes quietly', async () => {
    nextPrefix();
    expect(await storage.open(key('missing'))).toBeNull();
    expect(await storage.sizeOf(key('missing'))).toBeNull();
    await expect(storage.remove(key('missing'))).resolves.toBeUndefined();
    await storage.put(key('gone'), Buffer.from('x'));
    await storage.remove(key('gone'));
    expect(await storage.open(key('gone'))).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    nextPrefix();
    await storage.put(key('same'), Buffer.from('first'));
    await storage.put(key('same'), Buffer.from('second, longer'));
    expect((await read((await storage.open(key('same')))!.stream)).toString()).toBe(
      'second, longer',
    );
  });

  it('never shows an object before it is complete, nor one whose stream failed', async () => {
    nextPrefix();
    const held = heldStream(randomBytes(1000), randomBytes(1000));
    const putting = storage.put(key('held'), held.stream);
    await held.firstConsumed;
    expect(await storage.sizeOf(key('held'))).toBeNull();
    expect(await storage.list(prefix)).toEqual([]);
    held.release('finish');
    expect((await putting).sizeBytes).toBe(2000);
    expect(await storage.sizeOf(key('held'))).toBe(2000);

    await storage.put(key('kept'), Buffer.from('earlier'));
    const failing = heldStream(randomBytes(1000), Buffer.alloc(0));
    const failed = storage.put(key('kept'), failing.stream);
    const refused = expect(failed).rejects.toThrow();
    await failing.firstConsumed;
    failing.release('fail');
    await refused;
    expect((await read((await storage.open(key('kept')))!.stream)).toString()).toBe('earlier');
    expect((await storage.list(prefix)).sort()).toEqual([key('held'), key('kept')]);
  });

  it('stores a stream of several parts in one piece, or nothing when it fails midway', async () => {
    nextPrefix();
    const content = randomBytes(partSizeBytes * 2 + 12_345);
    const pieces = Array.from({ length: Math.ceil(content.length / 65_536) }, (_, index) =>
      content.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const stored = await storage.put(key('large.csv'), Readable.from(pieces));
    expect(stored).toEqual({ sizeBytes: content.length, sha256: sha256(content) });
    const opened = await storage.open(key('large.csv'));
    expect(opened?.sizeBytes).toBe(content.length);
    expect(sha256(await read(opened!.stream))).toBe(sha256(content));

    const failing = heldStream(randomBytes(partSizeBytes * 2 + 1), randomBytes(10));
    const failed = storage.put(key('broken.csv'), failing.stream);
    const refused = expect(failed).rejects.toThrow();
    await failing.firstConsumed;
    failing.release('fail');
    await refused;
    expect(await storage.sizeOf(key('broken.csv'))).toBeNull();
  });

  it('moves a finished local file in', async () => {
    nextPrefix();
    const source = path.join(scratch, `source-${randomBytes(4).toString('hex')}`);
    await writeFile(source, 'made elsewhere');
    const stored = await storage.moveFileIn(key('moved.txt'), source);
    expect(stored.sizeBytes).toBe(14);
    expect(existsSync(source)).toBe(false);
    expect((await read((await storage.open(key('moved.txt')))!.stream)).toString()).toBe(
      'made elsewhere',
    );
  });

  it('lists and removes by prefix, at any depth, leaving other prefixes alone', async () => {
    nextPrefix();
    const report = `reports/no/${randomBytes(4).toString('hex')}/`;
    await storage.put(`${report}attempt-1/Report – æøå.csv`, Buffer.from('1'));
    await storage.put(`${report}attempt-2/Report.xlsx`, Buffer.from('2'));
    await storage.put(key('other'), Buffer.from('3'));
    expect((await storage.list(report)).sort()).toEqual([
      `${report}attempt-1/Report – æøå.csv`,
      `${report}attempt-2/Report.xlsx`,
    ]);
    expect(await storage.removePrefix(report)).toBe(2);
    expect(await storage.list(report)).toEqual([]);
    expect(await storage.sizeOf(key('other'))).toBe(1);
    expect(await storage.removePrefix('reports/no/never-used/')).toBe(0);
  });

  it('refuses keys that could leave their place', async () => {
    for (const bad of ['../x', 'files/../../x', 'files//x', '/files/x', 'files/.hidden', 'a\\b']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('Not a valid storage key');
    }
    await expect(storage.list('files/no')).rejects.toThrow();
  });
});

describe('local object storage layout', () => {
  it('keeps the folders the portal has always used', async () => {
    const storage = implementations[0]![1]();
    await storage.put('files/dk/document.pdf', Buffer.from('d'));
    await storage.put('reports/dk/r/attempt-1/file.csv', Buffer.from('r'));
    expect(await readFile(path.join(scratch, 'data', 'files', 'dk', 'document.pdf'), 'utf8')).toBe(
      'd',
    );
    expect(
      await readFile(path.join(scratch, 'reports', 'dk', 'r', 'attempt-1', 'file.csv'), 'utf8'),
    ).toBe('r');
  });
});
