import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, spreadsheetCell } from '@itad-portal/validation';
import { spreadsheetDay, spreadsheetTime, timeColumnHeader } from '../spreadsheet-dates.js';
import { cellStyles, headerStyle } from '../spreadsheet-styles.js';

export const listFileFormats = ['csv', 'xlsx'] as const;
export type ListFileFormat = (typeof listFileFormats)[number];

/**
 * One column of an exported list. `date` values are calendar days (YYYY-MM-DD): real dates in
 * XLSX; `instant` values moments (ISO 8601 with Z): as written in CSV, real dates with their time
 * in Oslo in XLSX (the zone in the header); `amount` values decimal strings ("1234.50"): as
 * written in CSV, numbers with two decimals in XLSX; anything else text (numbers stay numbers).
 */
export interface ListColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
  kind?: 'date' | 'instant' | 'amount' | 'text';
  /** Width in characters in the XLSX. */
  width?: number;
}

const styleOf = { date: 'date', instant: 'dateTime', amount: 'number', text: 'text' } as const;

/** The list's rows in its order, a batch at a time. */
export type RowBatches<Row> = AsyncIterable<Row[]>;

/** Writes and waits while the reader is behind, so a long list never piles up in memory. */
async function writeWithBackpressure(output: Writable, text: string): Promise<void> {
  if (!output.write(text)) await once(output, 'drain');
}

/** The list as UTF-8 CSV with a BOM (spreadsheets then read æøå right), CRLF line ends. */
async function writeListCsv<Row>(
  output: Writable,
  columns: ListColumn<Row>[],
  batches: RowBatches<Row>,
): Promise<void> {
  await writeWithBackpressure(
    output,
    `\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`,
  );
  for await (const rows of batches) {
    const lines = rows.map(
      (row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`,
    );
    await writeWithBackpressure(output, lines.join(''));
  }
}

function spreadsheetValueOf<Row>(column: ListColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value(row);
  if (column.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return spreadsheetDay(value);
  }
  if (column.kind === 'instant' && typeof value === 'string' && value !== '') {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return spreadsheetTime(instant);
  }
  if (column.kind === 'amount' && typeof value === 'string' && value !== '') return Number(value);
  return spreadsheetCell(value);
}

/**
 * The list as XLSX with the reports' look: styled, frozen header row with a filter over every
 * row, dates and numbers in their formats. exceljs's streaming writer commits each row.
 */
async function writeListXlsx<Row>(
  output: Writable,
  sheetName: string,
  columns: ListColumn<Row>[],
  batches: RowBatches<Row>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  // Sheet names: at most 31 characters, none of []:*?/\.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    header: column.kind === 'instant' ? timeColumnHeader(column.header) : column.header,
    key: String(index),
    width: column.width ?? 18,
  }));
  const headerRow = sheet.getRow(1);
  headerRow.eachCell((cell) => {
    cell.style = headerStyle;
  });
  headerRow.commit();
  let rowCount = 1;
  for await (const rows of batches) {
    for (const row of rows) {
      const added = sheet.addRow(columns.map((column) => spreadsheetValueOf(column, row)));
      columns.forEach((column, index) => {
        added.getCell(index + 1).style = cellStyles[styleOf[column.kind ?? 'text']];
      });
      added.commit();
      rowCount += 1;
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rowCount, column: columns.length } };
  sheet.commit();
  await workbook.commit();
}

/** Writes the list in the format asked for; the caller ends nothing (XLSX ends the stream). */
export async function writeListFile<Row>(
  format: ListFileFormat,
  output: Writable,
  file: { sheetName: string; columns: ListColumn<Row>[]; batches: RowBatches<Row> },
): Promise<void> {
  if (format === 'xlsx') {
    await writeListXlsx(output, file.sheetName, file.columns, file.batches);
    return;
  }
  await writeListCsv(output, file.columns, file.batches);
  output.end();
}

export const listFileContentTypes: Record<ListFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
