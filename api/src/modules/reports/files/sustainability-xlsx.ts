import ExcelJS from 'exceljs';
import { spreadsheetCell } from '@itad-portal/validation';
import { isLocalDate } from '../../../shared/local-dates.js';
import { spreadsheetDay } from '../../../shared/spreadsheet-dates.js';
import { headerStyle } from '../../../shared/spreadsheet-styles.js';
import type { Translate } from '../translate.js';
import type { ContentPart, ContentTable } from './sustainability-content.js';

const numberFormats: Record<ContentTable['columns'][number]['kind'], string | undefined> = {
  text: undefined,
  integer: '#,##0',
  tonnes: '#,##0.000',
  kg: '#,##0.00',
  year: '0',
  date: 'yyyy-mm-dd',
};

/** A cell as its column reads it: a calendar day as a real date, anything else as it is. */
function cellOf(
  kind: ContentTable['columns'][number]['kind'],
  value: string | number | null,
): string | number | Date | null {
  if (kind === 'date' && typeof value === 'string' && isLocalDate(value)) {
    return spreadsheetDay(value);
  }
  return spreadsheetCell(value);
}

/** Excel allows 31 characters and no []:*?/\ in a sheet name. */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * The sustainability report as XLSX: the report's facts, then a sheet per part (outflows,
 * emissions, method and factors), numbers as numbers so the reader can add them up again.
 */
export async function writeSustainabilityXlsx(options: {
  filePath: string;
  t: Translate;
  title: string;
  facts: [string, string][];
  parts: ContentPart[];
}): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = options.t('reports.files.creator');
  options.parts.forEach((part, index) => {
    const sheet = workbook.addWorksheet(sheetNameOf(part.sheetName));
    sheet.getColumn(1).width = 42;
    for (let column = 2; column <= 9; column += 1) sheet.getColumn(column).width = 16;
    if (index === 0) {
      sheet.addRow([spreadsheetCell(options.title)]).font = { bold: true, size: 14 };
      for (const [label, value] of options.facts) {
        // The units counted are a number to add up with, not text.
        const row = sheet.addRow([
          label,
          label === options.t('reports.files.units') ? Number(value) : spreadsheetCell(value),
        ]);
        row.getCell(1).font = { bold: true };
      }
      sheet.addRow([]);
    }
    for (const section of part.sections) {
      sheet.addRow([spreadsheetCell(section.heading)]).font = { bold: true, size: 12 };
      for (const block of section.blocks) {
        if (typeof block === 'string') {
          sheet.addRow([spreadsheetCell(block)]);
          continue;
        }
        const header = sheet.addRow(block.columns.map((column) => column.label));
        header.eachCell((cell) => {
          cell.style = headerStyle;
        });
        const rows = block.total ? [...block.rows, block.total] : block.rows;
        rows.forEach((values, rowIndex) => {
          const row = sheet.addRow(
            values.map((value, columnIndex) => cellOf(block.columns[columnIndex]!.kind, value)),
          );
          block.columns.forEach((column, columnIndex) => {
            const format = numberFormats[column.kind];
            if (format) row.getCell(columnIndex + 1).numFmt = format;
          });
          if (block.total && rowIndex === rows.length - 1) row.font = { bold: true };
        });
      }
      sheet.addRow([]);
    }
  });
  await workbook.xlsx.writeFile(options.filePath);
}
