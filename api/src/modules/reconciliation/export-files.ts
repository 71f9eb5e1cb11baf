import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, spreadsheetCell } from '@itad-portal/validation';
import { businessDayOf } from '../../shared/local-dates.js';
import {
  spreadsheetDay,
  spreadsheetTime,
  timeColumnHeader,
} from '../../shared/spreadsheet-dates.js';
import { cellStyles } from '../../shared/spreadsheet-styles.js';
import { translate, type ServerLanguage } from '../../shared/translations.js';
import type { ReconciliationRowModel } from './reconciliation-model.js';

/** The export's columns, in order, with the translation key of each header. */
const columns = [
  'serial_number',
  'status',
  'asset_tag',
  'device_id',
  'device_name',
  'expected_model',
  'holds_data',
  'line_number',
  'received_manufacturer',
  'received_model',
  'received_at',
  'resolution',
  'resolution_note',
  'resolved_at',
  'outcome',
] as const;

type Translate = (key: string) => string;

/**
 * The row's cells: received_at is the unit's received date (a day in Oslo), resolved_at a moment.
 * CSV writes the day as YYYY-MM-DD and the moment as ISO 8601 UTC; XLSX real dates
 * (`dateCell`, `timeCell`).
 */
function cellsOf<DateValue>(
  row: ReconciliationRowModel,
  t: Translate,
  dateCell: (day: string) => DateValue,
  timeCell: (instant: Date) => DateValue,
): (string | number | null | DateValue)[] {
  return columns.map((column) => {
    const value = row[column];
    if (value === null) return null;
    if (value instanceof Date) {
      return column === 'received_at' ? dateCell(businessDayOf(value)) : timeCell(value);
    }
    if (column === 'status') return t(`reconciliation.statuses.${row.status}`);
    if (typeof value === 'boolean') return t(`reconciliation.holdsData.${value ? 'yes' : 'no'}`);
    if (column === 'resolution') return t(`reconciliation.resolutions.${String(value)}`);
    if (column === 'outcome') return t(`reconciliation.outcomes.${String(value)}`);
    return value;
  });
}

const csvCellsOf = (row: ReconciliationRowModel, t: Translate) =>
  cellsOf(
    row,
    t,
    (day) => day,
    (instant) => instant.toISOString(),
  );

function translator(language: ServerLanguage): Translate {
  return (key) => translate(language, key);
}

function headersOf(t: Translate): string[] {
  return columns.map((column) => t(`reconciliation.columns.${column}`));
}

/** CSV (RFC 4180, UTF-8 with a BOM for Excel), written as the rows come. */
export function reconciliationCsv(
  rows: AsyncIterable<ReconciliationRowModel>,
  language: ServerLanguage,
): Readable {
  const t = translator(language);
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${headersOf(t)
      .map((header) => csvField(header))
      .join(',')}\r\n`;
    let chunk = '';
    for await (const row of rows) {
      chunk += `${csvCellsOf(row, t)
        .map((cell) => csvField(cell))
        .join(',')}\r\n`;
      if (chunk.length > 64_000) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines());
}

/** XLSX, streamed: each row is written out (and let go) as it comes. */
export function reconciliationXlsx(
  rows: AsyncIterable<ReconciliationRowModel>,
  language: ServerLanguage,
): Readable {
  const t = translator(language);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const sheet = workbook.addWorksheet(t('reconciliation.export.sheet'));
    sheet
      .addRow(
        headersOf(t).map((header, index) =>
          columns[index] === 'resolved_at' ? timeColumnHeader(header) : header,
        ),
      )
      .commit();
    for await (const row of rows) {
      const cells = cellsOf(row, t, spreadsheetDay, spreadsheetTime);
      const added = sheet.addRow(
        cells.map((cell) => (cell instanceof Date ? cell : spreadsheetCell(cell))),
      );
      cells.forEach((cell, index) => {
        if (!(cell instanceof Date)) return;
        added.getCell(index + 1).style =
          columns[index] === 'received_at' ? cellStyles.date : cellStyles.dateTime;
      });
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
