import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { cachedTranslate, headerOf, rowOf, type CellValue } from './columns.js';

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @ first)
 * gets a leading apostrophe, so opening a report can never run what a unit's text holds.
 */
export function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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
    stream.write(`\uFEFF${headerOf(t).map(csvField).join(',')}\r\n`);
    let written = 0;
    await forEachReportUnitBatch(options.database, options.report, async (units) => {
      const chunk = units.map((unit) => `${rowOf(unit, t).map(csvField).join(',')}\r\n`).join('');
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
