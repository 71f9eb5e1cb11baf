import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { csvField } from '@itad-portal/validation';
import { cachedTranslate, headerOf, rowOf } from './columns.js';

/** Writes the complete report as UTF-8 CSV (with a BOM, so spreadsheets read æøå right). */
export async function writeCompleteCsv(options: {
  database: Database;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  onProgress: (units: number) => Promise<void>;
}): Promise<void> {
  const t = cachedTranslate(options.t);
  const stream = createWriteStream(options.filePath);
  const finished = once(stream, 'finish');
  try {
    stream.write(
      `\uFEFF${headerOf(t)
        .map((value) => csvField(value))
        .join(',')}\r\n`,
    );
    let written = 0;
    await forEachReportUnitBatch(options.database, options.report, async (units) => {
      const chunk = units
        .map(
          (unit) =>
            `${rowOf(unit, t)
              .map((value) => csvField(value))
              .join(',')}\r\n`,
        )
        .join('');
      if (!stream.write(chunk)) await once(stream, 'drain');
      written += units.length;
      await options.onProgress(written);
    });
    stream.end();
    await finished;
  } catch (error) {
    stream.destroy();
    throw error;
  }
}
