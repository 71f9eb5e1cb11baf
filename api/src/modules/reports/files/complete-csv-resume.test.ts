import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../../database/connections.js';
import { createSupplier } from '../../../test-support/factories.js';
import { importTestUnits, unitRow } from '../../../test-support/unit-factories.js';
import type { CsvPosition } from '../report-checkpoint.js';
import type { ReportFilter } from '../report-units.js';
import { translator } from '../translate.js';
import { writeCompleteCsv } from './complete-csv.js';

let database: Database;
let folder: string;
let report: ReportFilter;
const unitCount = 1_050;

beforeAll(async () => {
  database = createDatabase(inject('testDatabaseUrls').no, 2);
  folder = await mkdtemp(path.join(os.tmpdir(), 'itad-csv-resume-'));
  const supplier = await createSupplier(database);
  // Few distinct dates: most units tie on the date and are ordered by serial number, then id.
  await importTestUnits(
    database,
    supplier.id,
    Array.from({ length: unitCount }, (_unused, index) =>
      unitRow({ created_at: `2026-01-0${(index % 3) + 1}`, model: `Model "${index}", æøå` }),
    ),
  );
  report = {
    supplier_id: supplier.id,
    scope_supplier_id: null,
    date_from: '2026-01-01',
    date_to: '2026-01-31',
    date_column: 'CREATED_AT',
    free_text: null,
    serial_or_product: null,
    kind: 'COMPLETE',
  };
});
afterAll(async () => {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

const sha256Of = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

function write(fileName: string, options: Partial<Parameters<typeof writeCompleteCsv>[0]> = {}) {
  return writeCompleteCsv({
    database,
    report,
    filePath: path.join(folder, fileName),
    t: translator('en'),
    onProgress: async () => undefined,
    batchSize: 100,
    ...options,
  });
}

/** A run that dies right after its second checkpoint, with half a row written after it. */
async function interruptedRun(fileName: string): Promise<CsvPosition> {
  const checkpoints: CsvPosition[] = [];
  await expect(
    write(fileName, {
      checkpointEveryUnits: 300,
      onCheckpoint: async (position) => {
        checkpoints.push(position);
        if (checkpoints.length === 2) throw new Error('killed');
      },
    }),
  ).rejects.toThrow('killed');
  await appendFile(path.join(folder, fileName), 'SN-HALF,Lenovo,Thin');
  expect(checkpoints.map((position) => position.units)).toEqual([300, 600]);
  return checkpoints[1]!;
}

describe('a complete CSV report resumed after its checkpoint', () => {
  it('is the same file as an uninterrupted run and does not write the units before it again', async () => {
    const uninterrupted = await write('uninterrupted.csv');
    expect(uninterrupted).toMatchObject({ resumedFromUnits: 0, units: unitCount });

    const checkpoint = await interruptedRun('attempt-1.csv');
    const progress: number[] = [];
    const resumed = await write('attempt-2.csv', {
      resume: { sourcePath: path.join(folder, 'attempt-1.csv'), position: checkpoint },
      onProgress: async (units) => void progress.push(units),
    });

    expect(resumed).toMatchObject({ resumedFromUnits: 600, units: unitCount });
    // Only the units after the checkpoint were read and written, a batch of 100 at a time.
    expect(progress).toEqual([700, 800, 900, 1_000, 1_050]);
    expect(await sha256Of(path.join(folder, 'attempt-2.csv'))).toBe(
      await sha256Of(path.join(folder, 'uninterrupted.csv')),
    );
  });

  it('takes a finished CSV of an earlier attempt as it is, reading no unit again', async () => {
    const earlier = await write('finished.csv');
    const progress: number[] = [];
    const again = await write('from-finished.csv', {
      resume: { sourcePath: path.join(folder, 'finished.csv'), position: earlier.finished },
      onProgress: async (units) => void progress.push(units),
    });
    expect(again).toMatchObject({ resumedFromUnits: unitCount, units: unitCount });
    expect(progress).toEqual([]);
    expect(await sha256Of(path.join(folder, 'from-finished.csv'))).toBe(earlier.finished.sha256);
    expect(await sha256Of(path.join(folder, 'finished.csv'))).toBe(earlier.finished.sha256);
  });

  it('starts over, to the same file, when the earlier working file is gone or altered', async () => {
    await write('reference.csv');
    const checkpoint = await interruptedRun('altered.csv');
    const bytes = await readFile(path.join(folder, 'altered.csv'));
    bytes[bytes.length - 40] = 0x58;
    await writeFile(path.join(folder, 'altered.csv'), bytes);

    const fromAltered = await write('after-altered.csv', {
      resume: { sourcePath: path.join(folder, 'altered.csv'), position: checkpoint },
    });
    const fromMissing = await write('after-missing.csv', {
      resume: { sourcePath: path.join(folder, 'on-another-machine.csv'), position: checkpoint },
    });

    expect(fromAltered.resumedFromUnits).toBe(0);
    expect(fromMissing.resumedFromUnits).toBe(0);
    const reference = await sha256Of(path.join(folder, 'reference.csv'));
    expect(await sha256Of(path.join(folder, 'after-altered.csv'))).toBe(reference);
    expect(await sha256Of(path.join(folder, 'after-missing.csv'))).toBe(reference);
  });
});
