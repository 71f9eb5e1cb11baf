import ExcelJS from 'exceljs';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { spreadsheetCell } from '@itad-portal/validation';
import { cellStyles, headerStyle } from '../../../shared/spreadsheet-styles.js';
import {
  cachedTranslate,
  completeReportColumns,
  headerOf,
  rowOf,
  type CellValue,
} from './columns.js';

/** The most rows an XLSX sheet can hold, its header row included (Excel's limit). */
const xlsxRowsPerSheet = 1_048_576;

type UnitsSheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

/** Adds a unit's row with its dates and numbers in their formats, and writes it out. */
function addUnitRow(sheet: UnitsSheet, values: CellValue[]): void {
  const row = sheet.addRow(spreadsheetRowOf(values));
  completeReportColumns.forEach((column, index) => {
    row.getCell(index + 1).style = cellStyles[column.kind ?? 'text'];
  });
  row.commit();
}

/** A unit's row as spreadsheet values: dates as real dates, text guarded against formulas. */
function spreadsheetRowOf(values: CellValue[]): (string | number | Date | null)[] {
  return values.map((value, index) => {
    if (completeReportColumns[index]?.kind === 'date' && typeof value === 'string' && value) {
      return new Date(`${value}T00:00:00Z`);
    }
    return spreadsheetCell(value);
  });
}

/** A stream exceljs writes a sheet's XML into; its internal state is all that tells of a backlog. */
interface SheetStreamTarget {
  once(event: 'drain', listener: () => void): unknown;
  _writableState?: { needDrain?: boolean };
}

function isSheetStreamTarget(value: unknown): value is SheetStreamTarget {
  return typeof value === 'object' && value !== null && 'once' in value;
}

/**
 * exceljs's streaming writer hands a sheet's XML on without waiting for the zip to take it, so
 * rows written faster than they are compressed pile up in memory (1.2 GB for 1,200,000 units).
 * Waiting here after each batch until the zip's input has drained keeps memory flat.
 */
async function untilSheetDrained(sheet: UnitsSheet): Promise<void> {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const targets: unknown =
    typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'pipes') : undefined;
  if (!Array.isArray(targets)) return;
  for (const target of targets) {
    if (isSheetStreamTarget(target) && target._writableState?.needDrain) {
      await new Promise<void>((resolve) => target.once('drain', resolve));
    }
  }
}

/** Filters over the header and every row of the sheet, set when the sheet is complete. */
function commitWithFilter(sheet: UnitsSheet, rows: number): void {
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: rows, column: completeReportColumns.length },
  };
  sheet.commit();
}

/** A units sheet as the first is: "Units", "Units (2)" ..., frozen header row, same widths. */
function addUnitsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  t: Translate,
  sheetNumber: number,
): UnitsSheet {
  const name =
    sheetNumber === 1
      ? t('reports.files.unitsSheet')
      : t('reports.files.unitsSheetContinued', { number: sheetNumber });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = headerOf(t);
  sheet.columns = completeReportColumns.map((column, index) => ({
    header: header[index],
    key: column.key,
    width: column.width,
  }));
  const headerRow = sheet.getRow(1);
  headerRow.height = 20;
  headerRow.eachCell((cell) => {
    cell.style = headerStyle;
  });
  headerRow.commit();
  return sheet;
}

/**
 * Writes the complete report as XLSX with exceljs's streaming writer: each row is committed as
 * it is written and the units come from a cursor, so memory stays flat for any number of units.
 * The units fill as many sheets as XLSX's row limit needs (each with the header row); a last
 * sheet describes the report.
 */
export async function writeCompleteXlsx(options: {
  database: Database;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  about: [string, string][];
  onProgress: (units: number) => Promise<void>;
  /** Rows per sheet, the header included; tests make it small. XLSX's limit by default. */
  rowsPerSheet?: number;
}): Promise<void> {
  const t = cachedTranslate(options.t);
  const rowsPerSheet = options.rowsPerSheet ?? xlsxRowsPerSheet;
  if (!Number.isInteger(rowsPerSheet) || rowsPerSheet < 2 || rowsPerSheet > xlsxRowsPerSheet) {
    throw new RangeError(`rowsPerSheet must be from 2 to ${xlsxRowsPerSheet}`);
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: options.filePath,
    // Styles give real dates, number formats and the header's look (at some writing speed).
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = t('reports.files.creator');
  workbook.created = new Date();

  let sheetNumber = 1;
  let unitsSheet = addUnitsSheet(workbook, t, sheetNumber);
  let rowsInSheet = 1;
  let written = 0;
  await forEachReportUnitBatch(options.database, options.report, async (units) => {
    for (const unit of units) {
      if (rowsInSheet === rowsPerSheet) {
        commitWithFilter(unitsSheet, rowsInSheet);
        sheetNumber += 1;
        unitsSheet = addUnitsSheet(workbook, t, sheetNumber);
        rowsInSheet = 1;
      }
      addUnitRow(unitsSheet, rowOf(unit, t));
      rowsInSheet += 1;
    }
    written += units.length;
    await untilSheetDrained(unitsSheet);
    await options.onProgress(written);
  });
  commitWithFilter(unitsSheet, rowsInSheet);

  const aboutSheet = workbook.addWorksheet(t('reports.files.aboutSheet'));
  aboutSheet.columns = [{ width: 28 }, { width: 60 }];
  for (const [label, value] of options.about) {
    aboutSheet.addRow([label, value].map(spreadsheetCell)).commit();
  }
  aboutSheet.commit();
  await workbook.commit();
}
