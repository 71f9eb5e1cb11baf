import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Database } from '../../../database/connections.js';
import type { CsvPosition } from '../report-checkpoint.js';
import { forEachReportUnitBatch, reportUnitKeyOf, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { csvField } from '@itad-portal/validation';
import { cachedTranslate, headerOf, rowOf } from './columns.js';

/** A checkpoint every this many units: a resumed report redoes at most this many. */
const defaultCheckpointEveryUnits = 10_000;

async function writeFully(handle: FileHandle, buffer: Buffer, hash: Hash): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await handle.write(buffer, offset, buffer.length - offset);
    offset += bytesWritten;
  }
  hash.update(buffer);
}

/**
 * Copies the first `position.bytes` bytes of an earlier attempt's working file into this one's
 * and checks them against the checkpoint's SHA-256. False (and nothing copied) when that file is
 * gone (another machine wrote it), short or different: the report then starts over.
 */
async function copyCheckedPrefix(
  sourcePath: string,
  position: CsvPosition,
  handle: FileHandle,
  hash: Hash,
): Promise<boolean> {
  const prefixHash = createHash('sha256');
  let copied = 0;
  try {
    const source = createReadStream(sourcePath, { start: 0, end: position.bytes - 1 });
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      prefixHash.update(buffer);
      copied += buffer.length;
      await writeFully(handle, buffer, hash);
    }
  } catch {
    return false;
  }
  return copied === position.bytes && prefixHash.digest('hex') === position.sha256;
}

/**
 * Writes the complete report as UTF-8 CSV (with a BOM, so spreadsheets read æøå right), in
 * order, with a checkpoint (bytes, rows, SHA-256 of the bytes, the last unit written) after
 * every `checkpointEveryUnits` units once they are on disk. Given an earlier attempt's file and
 * checkpoint, it continues after that checkpoint instead of starting over, giving the same file.
 */
export async function writeCompleteCsv(options: {
  database: Database;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  onProgress: (units: number) => Promise<void>;
  resume?: { sourcePath: string; position: CsvPosition } | undefined;
  onCheckpoint?: (position: CsvPosition) => Promise<void>;
  checkpointEveryUnits?: number;
  batchSize?: number;
}): Promise<{ resumedFromUnits: number; units: number; finished: CsvPosition }> {
  const t = cachedTranslate(options.t);
  const every = options.checkpointEveryUnits ?? defaultCheckpointEveryUnits;
  let handle = await open(options.filePath, 'w');
  try {
    let hash = createHash('sha256');
    let position: CsvPosition = { bytes: 0, units: 0, sha256: '', lastKey: null };
    const { resume } = options;
    if (resume && (await copyCheckedPrefix(resume.sourcePath, resume.position, handle, hash))) {
      position = resume.position;
    } else {
      if (resume) {
        // Whatever was copied goes: reopening truncates the file and starts at its beginning.
        await handle.close();
        handle = await open(options.filePath, 'w');
        hash = createHash('sha256');
      }
      const header = Buffer.from(
        `\uFEFF${headerOf(t)
          .map((value) => csvField(value))
          .join(',')}\r\n`,
      );
      await writeFully(handle, header, hash);
      position.bytes = header.length;
    }
    const resumedFromUnits = position.units;
    let lastCheckpointUnits = position.units;
    await forEachReportUnitBatch(
      options.database,
      options.report,
      async (units) => {
        const chunk = Buffer.from(
          units
            .map(
              (unit) =>
                `${rowOf(unit, t)
                  .map((value) => csvField(value))
                  .join(',')}\r\n`,
            )
            .join(''),
        );
        await writeFully(handle, chunk, hash);
        const lastUnit = units[units.length - 1];
        position = {
          bytes: position.bytes + chunk.length,
          units: position.units + units.length,
          sha256: '',
          lastKey: lastUnit ? reportUnitKeyOf(lastUnit) : position.lastKey,
        };
        if (options.onCheckpoint && position.units - lastCheckpointUnits >= every) {
          // On disk before the database says so: a checkpoint never names bytes that were lost.
          await handle.datasync();
          position.sha256 = hash.copy().digest('hex');
          await options.onCheckpoint(position);
          lastCheckpointUnits = position.units;
        }
        await options.onProgress(position.units);
      },
      {
        ...(position.lastKey ? { after: position.lastKey } : {}),
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      },
    );
    await handle.datasync();
    const finished = { ...position, sha256: hash.digest('hex') };
    return { resumedFromUnits, units: position.units, finished };
  } finally {
    await handle.close();
  }
}
