import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One row of a spreadsheet as text cells, with its line (row number) in the file. */
export interface CellRow {
  line: number;
  cells: string[];
}

export type SpreadsheetFormat = 'csv' | 'xlsx';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel stores local times without a zone; exceljs hands them over as UTC wall-clock.
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16);
  }
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
}

const delimiters = [',', ';', '\t'] as const;

/**
 * A CSV file's delimiter: the one Excel's `sep=` first line names, else the one the header line
 * uses most (outside quotes). A semicolon file from a Nordic Excel quotes no commas in its cells,
 * so the file is split by one delimiter only. Also whether the first line is the `sep=` line.
 */
async function csvDialectOf(filePath: string): Promise<{ delimiter: string; sepLine: boolean }> {
  const file = await open(filePath, 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    head = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } finally {
    await file.close();
  }
  const named = /^sep=(.)\r?(\n|$)/i.exec(head);
  if (named?.[1]) return { delimiter: named[1], sepLine: true };
  const counts = new Map<string, number>(delimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of head) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character))
      counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  const [delimiter] = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best));
  return { delimiter, sepLine: false };
}

/** The rows of a CSV file as they are (header included); comma, semicolon or tab separated. */
async function* csvCellRows(filePath: string): AsyncGenerator<CellRow> {
  const { delimiter, sepLine } = await csvDialectOf(filePath);
  const parser = createReadStream(filePath).pipe(
    parse({
      bom: true,
      delimiter,
      // Excel's `sep=` line is not a row; lines keep their numbers in the file.
      from_line: sepLine ? 2 : 1,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    yield { line: info.lines, cells: record };
  }
}

/** The first worksheet of an .xlsx file, streamed row by row (header included, empty rows not). */
async function* xlsxCellRows(filePath: string): AsyncGenerator<CellRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'cache',
  });
  // exceljs fails on a worksheet that comes before xl/workbook.xml in the zip once the shared
  // strings are read (it looks the sheet's name up in a workbook model it has not read yet).
  // Zip order is the writer's choice; the first worksheet needs no name, so start with none.
  if (Reflect.get(workbook, 'model') === undefined) Reflect.set(workbook, 'model', { sheets: [] });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (cells.every((value) => value.trim() === '')) continue;
      yield { line: row.number, cells };
    }
    return;
  }
}

/**
 * A CSV or XLSX file's rows as text cells with their line numbers, streamed, for readers that
 * map the columns themselves (the header is the first row yielded).
 */
export function cellRowsOfFile(
  filePath: string,
  format: SpreadsheetFormat,
): AsyncGenerator<CellRow> {
  return format === 'csv' ? csvCellRows(filePath) : xlsxCellRows(filePath);
}

/** XLSX by its content (a zip), anything else read as CSV text. */
export async function spreadsheetFormatOf(filePath: string): Promise<SpreadsheetFormat> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';
  } finally {
    await file.close();
  }
}
