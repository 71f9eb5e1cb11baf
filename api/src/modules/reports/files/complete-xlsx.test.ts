import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../../database/connections.js';
import { createSupplier } from '../../../test-support/factories.js';
import { importTestUnits, unitRow } from '../../../test-support/unit-factories.js';
import type { ReportFilter } from '../report-units.js';
import { translator, type ReportLanguage } from '../translate.js';
import { writeCompleteXlsx } from './complete-xlsx.js';

let database: Database;
let directory: string;
beforeAll(async () => {
  database = createDatabase(inject('testDatabaseUrls').no, 2);
  directory = await mkdtemp(path.join(os.tmpdir(), 'itad-xlsx-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(directory, { recursive: true, force: true });
});

/** A supplier with `count` units, serial numbers in report order (same completion day). */
async function supplierWithUnits(
  count: number,
): Promise<{ report: ReportFilter; serials: string[] }> {
  const supplier = await createSupplier(database);
  const prefix = `XL-${randomUUID().slice(0, 8)}`;
  const serials = Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index).padStart(3, '0')}`,
  );
  await importTestUnits(
    database,
    supplier.id,
    serials.map((serial_number) => unitRow({ serial_number })),
  );
  const report: ReportFilter = {
    supplier_id: supplier.id,
    scope_supplier_id: null,
    date_from: '2026-01-01',
    date_to: '2026-12-31',
    date_column: 'COMPLETED_DATE',
    free_text: null,
    serial_or_product: null,
    kind: 'COMPLETE',
  };
  return { report, serials };
}

async function writeAndRead(
  report: ReportFilter,
  language: ReportLanguage,
  rowsPerSheet: number,
): Promise<ExcelJS.Workbook> {
  const filePath = path.join(directory, `${randomUUID()}.xlsx`);
  await writeCompleteXlsx({
    database,
    report,
    filePath,
    t: translator(language),
    about: [['Report', 'Test']],
    onProgress: async () => {},
    rowsPerSheet,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  return workbook;
}

const cellTexts = (row: ExcelJS.Row) =>
  Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text);

describe('complete report as XLSX', () => {
  it('continues the units on further sheets, each like the first, every unit once in order', async () => {
    const { report, serials } = await supplierWithUnits(11);
    const workbook = await writeAndRead(report, 'en', 5);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Units',
      'Units (2)',
      'Units (3)',
      'About this report',
    ]);
    const unitSheets = workbook.worksheets.slice(0, 3);
    const first = unitSheets[0]!;
    const header = cellTexts(first.getRow(1));
    expect(header[0]).toBe('Serial number');
    const widths = first.columns.map((column) => column.width);
    expect(widths.every((width) => typeof width === 'number' && width > 0)).toBe(true);

    const written: string[] = [];
    for (const sheet of unitSheets) {
      expect(sheet.rowCount).toBeLessThanOrEqual(5);
      expect(cellTexts(sheet.getRow(1))).toEqual(header);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.columns.map((column) => column.width)).toEqual(widths);
      sheet.eachRow((row, number) => {
        if (number > 1) written.push(row.getCell(1).text);
      });
    }
    expect(unitSheets.map((sheet) => sheet.rowCount)).toEqual([5, 5, 4]);
    expect(written).toEqual(serials);
  });

  it('adds no empty sheet when the units fill the last one exactly', async () => {
    const { report, serials } = await supplierWithUnits(8);
    const workbook = await writeAndRead(report, 'en', 5);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Units',
      'Units (2)',
      'About this report',
    ]);
    expect(workbook.worksheets.slice(0, 2).map((sheet) => sheet.rowCount)).toEqual([5, 5]);
    expect(workbook.worksheets[1]!.getRow(5).getCell(1).text).toBe(serials.at(-1));
  });

  it.each([
    ['da', 'Enheder', 'Enheder (2)'],
    ['fi', 'Laitteet', 'Laitteet (2)'],
    ['no', 'Enheter', 'Enheter (2)'],
    ['se', 'Enheter', 'Enheter (2)'],
  ] as const)('names the sheets in the report language (%s)', async (language, first, second) => {
    const { report } = await supplierWithUnits(3);
    const workbook = await writeAndRead(report, language, 3);

    expect(workbook.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual([first, second]);
    expect(workbook.worksheets).toHaveLength(3);
  });

  it('keeps one sheet when the units fit in it', async () => {
    const { report, serials } = await supplierWithUnits(4);
    const workbook = await writeAndRead(report, 'en', 5);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Units', 'About this report']);
    expect(workbook.worksheets[0]!.rowCount).toBe(serials.length + 1);
  });

  it('writes real dates and numbers with formats, a styled header and a filter over every row', async () => {
    const { report } = await supplierWithUnits(3);
    const workbook = await writeAndRead(report, 'en', 5);
    const sheet = workbook.worksheets[0]!;
    const header = cellTexts(sheet.getRow(1));
    const cellOf = (row: number, title: string) =>
      sheet.getRow(row).getCell(header.indexOf(title) + 1);

    const created = cellOf(2, 'Received');
    expect(created.value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(created.numFmt).toBe('yyyy-mm-dd');
    expect(cellOf(2, 'Completed').value).toEqual(new Date('2026-01-20T00:00:00Z'));
    const weight = cellOf(2, 'Weight (kg)');
    expect(weight.value).toBe(1.45);
    expect(weight.numFmt).toBe('#,##0.00');
    const headerCell = sheet.getRow(1).getCell(1);
    expect(headerCell.font).toMatchObject({ bold: true });
    expect(headerCell.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(sheet.autoFilter).toMatch(/^A1:[A-Z]+4$/);
  });
});
