import ExcelJS from 'exceljs';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { spreadsheetCell } from '@itad-portal/validation';
import { cachedTranslate, completeReportColumns, headerOf, rowOf } from './columns.js';

/** The most rows an XLSX sheet can hold, its header row included (Excel's limit). */
const xlsxRowsPerSheet = 1_048_576;

type UnitsSheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

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
  sheet.getRow(1).commit();
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
    // Without a style table exceljs writes rows about twice as fast; the header stays frozen.
    useStyles: false,
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
        unitsSheet.commit();
        sheetNumber += 1;
        unitsSheet = addUnitsSheet(workbook, t, sheetNumber);
        rowsInSheet = 1;
      }
      unitsSheet.addRow(rowOf(unit, t).map(spreadsheetCell)).commit();
      rowsInSheet += 1;
    }
    written += units.length;
    await options.onProgress(written);
  });
  unitsSheet.commit();

  const aboutSheet = workbook.addWorksheet(t('reports.files.aboutSheet'));
  aboutSheet.columns = [{ width: 28 }, { width: 60 }];
  for (const [label, value] of options.about) {
    aboutSheet.addRow([label, value].map(spreadsheetCell)).commit();
  }
  aboutSheet.commit();
  await workbook.commit();
}
