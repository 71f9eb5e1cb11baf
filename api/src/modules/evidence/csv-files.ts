import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { sql, type RawBuilder } from 'kysely';
import { csvField } from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';

type CsvValue = string | number | null;

/**
 * Reads a query's rows through a server-side cursor, `batchSize` at a time, so memory stays flat
 * however many rows there are; `onBatch` finishes before the next fetch.
 */
async function forEachRowBatch<Row>(
  database: Database,
  query: RawBuilder<Row>,
  onBatch: (rows: Row[]) => Promise<void>,
  batchSize = 5_000,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    await sql`declare evidence_rows no scroll cursor for ${query}`.execute(transaction);
    for (;;) {
      const { rows } =
        await sql<Row>`fetch forward ${sql.raw(String(batchSize))} from evidence_rows`.execute(
          transaction,
        );
      if (!rows.length) break;
      await onBatch(rows);
      if (rows.length < batchSize) break;
    }
    await sql`close evidence_rows`.execute(transaction);
  });
}

/**
 * Writes a query's rows as UTF-8 CSV (a BOM, CRLF lines, spreadsheet formulas neutralised) with
 * the given columns, in the query's order. Returns the number of rows written.
 */
export async function writeQueryCsv<Row extends Record<string, CsvValue>>(options: {
  database: Database;
  query: RawBuilder<Row>;
  columns: readonly (keyof Row & string)[];
  filePath: string;
  onRows?: (rows: number) => Promise<void>;
}): Promise<number> {
  const output = createWriteStream(options.filePath);
  const closed = once(output, 'close');
  const write = async (text: string) => {
    if (!output.write(text)) await once(output, 'drain');
  };
  let written = 0;
  try {
    await write(`\uFEFF${options.columns.join(',')}\r\n`);
    await forEachRowBatch(options.database, options.query, async (rows) => {
      let chunk = '';
      for (const row of rows) {
        chunk += `${options.columns.map((column) => csvField(row[column] ?? null)).join(',')}\r\n`;
      }
      await write(chunk);
      written += rows.length;
      await options.onRows?.(written);
    });
  } finally {
    output.end();
    await closed;
  }
  return written;
}
