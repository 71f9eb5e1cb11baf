import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import { cellRowsOfFile } from '../../../shared/spreadsheet-rows.js';

/** A row of a file, by its header's (normalised) column names. */
type RawRow = Record<string, string>;

const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** CSV with a header row; comma or semicolon separated (Nordic spreadsheets use semicolons). */
async function* csvRows(filePath: string): AsyncGenerator<RawRow> {
  const parser = createReadStream(filePath).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map(normaliseHeader),
      delimiter: [',', ';'],
      skip_empty_lines: true,
      relax_column_count: true,
    }),
  );
  for await (const record of parser) yield record as RawRow;
}

/** The first worksheet of an .xlsx file, streamed row by row; the first row is the header. */
async function* xlsxRows(filePath: string): AsyncGenerator<RawRow> {
  let headers: string[] | undefined;
  for await (const { cells } of cellRowsOfFile(filePath, 'xlsx')) {
    if (!headers) {
      headers = cells.map(normaliseHeader);
      continue;
    }
    yield Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
  }
}

export function rowsOfFile(filePath: string): AsyncGenerator<RawRow> {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') return csvRows(filePath);
  if (extension === '.xlsx') return xlsxRows(filePath);
  throw new Error(`Unsupported file type "${extension}": use .csv or .xlsx.`);
}
