import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

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

/** The first worksheet of an .xlsx file, streamed row by row; the first row is the header. */
async function* xlsxRows(filePath: string): AsyncGenerator<RawRow> {
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
    let headers: string[] | undefined;
    for await (const row of worksheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!headers) {
        headers = values.map(normaliseHeader);
        continue;
      }
      if (values.every((value) => value.trim() === '')) continue;
      yield Object.fromEntries(headers.map((header, index) => [header, values[index] ?? '']));
    }
    return;
  }
}

export function rowsOfFile(filePath: string): AsyncGenerator<RawRow> {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') return csvRows(filePath);
  if (extension === '.xlsx') return xlsxRows(filePath);
  throw new Error(`Unsupported file type "${extension}": use .csv or .xlsx.`);
}
