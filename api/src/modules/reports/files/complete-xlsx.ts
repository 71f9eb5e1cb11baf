import ExcelJS from 'exceljs';
import type { Database } from '../../../database/connections.js';
import { forEachReportUnitBatch, type ReportFilter } from '../report-units.js';
import type { Translate } from '../translate.js';
import { spreadsheetCell } from '@itad-portal/validation';
import { cachedTranslate, completeReportColumns, headerOf, rowOf } from './columns.js';

/**
 * Writes the complete report as XLSX with exceljs's streaming writer: each row is committed as
 * it is written and the units come from a cursor, so memory stays flat for any number of units.
 * A first sheet describes the report; the second holds one row per unit.
 */
export async function writeCompleteXlsx(options: {
  database: Database;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  about: [string, string][];
  onProgress: (units: number) => Promise<void>;
}): Promise<void> {
  const t = cachedTranslate(options.t);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: options.filePath,
    // Without a style table exceljs writes rows about twice as fast; the header stays frozen.
    useStyles: false,
    useSharedStrings: false,
  });
  workbook.creator = t('reports.files.creator');
  workbook.created = new Date();

  const unitsSheet = workbook.addWorksheet(t('reports.files.unitsSheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  unitsSheet.columns = completeReportColumns.map((column, index) => ({
    header: headerOf(t)[index],
    key: column.key,
    width: column.width,
  }));
  unitsSheet.getRow(1).commit();
  let written = 0;
  await forEachReportUnitBatch(options.database, options.report, async (units) => {
    for (const unit of units) unitsSheet.addRow(rowOf(unit, t).map(spreadsheetCell)).commit();
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
