import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { unitRow } from '../../../test-support/unit-factories.js';
import { worksheetFirstXlsx } from '../../../test-support/xlsx-parts.js';
import { importUnits } from './import-units.js';
import { rowsOfFile } from './row-sources.js';
import { importColumns, type RawUnitRow } from './unit-row.js';

let server: TestServer;
let directory: string;
beforeAll(async () => {
  server = await startTestServer();
  directory = await mkdtemp(path.join(os.tmpdir(), 'itad-import-'));
});
afterAll(() => server.close());

const unitsOf = (supplierId: string) =>
  server.databases.no
    .selectFrom('processed_units')
    .select(['serial_number', 'outcome', 'co2e_kg', 'model'])
    .where('supplier_id', '=', supplierId)
    .orderBy('serial_number')
    .execute();

async function writeCsv(name: string, rows: RawUnitRow[], separator = ','): Promise<string> {
  const lines = [
    importColumns.join(separator),
    ...rows.map((row) => importColumns.map((column) => row[column] ?? '').join(separator)),
  ];
  const filePath = path.join(directory, name);
  await writeFile(filePath, `\uFEFF${lines.join('\r\n')}\r\n`);
  return filePath;
}

describe('importUnits', () => {
  it('imports a CSV (semicolons, byte order mark) and computes CO2 from the factor of the day', async () => {
    const supplier = await createSupplier(server.databases.no);
    const file = await writeCsv(
      'units.csv',
      [
        unitRow({ serial_number: 'A-1', category: 'server', outcome: 'reused' }),
        unitRow({ serial_number: 'A-2', category: 'laptop', outcome: 'recycled' }),
      ],
      ';',
    );
    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: rowsOfFile(file),
    });
    expect(result).toMatchObject({
      imported: true,
      rows: 2,
      inserted: 2,
      updated: 0,
      problemCount: 0,
    });
    expect(await unitsOf(supplier.id)).toEqual([
      { serial_number: 'A-1', outcome: 'reused', co2e_kg: '1300.00', model: 'ThinkPad T14' },
      { serial_number: 'A-2', outcome: 'recycled', co2e_kg: '0.00', model: 'ThinkPad T14' },
    ]);
  });

  it('imports an XLSX whose worksheet comes before the workbook part in the zip', async () => {
    const supplier = await createSupplier(server.databases.no);
    const row = unitRow({ serial_number: 'Z-1' });
    const table = [[...importColumns], importColumns.map((column) => String(row[column] ?? ''))];
    const filePath = path.join(directory, 'worksheet-first.xlsx');
    await writeFile(filePath, worksheetFirstXlsx(table));

    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: rowsOfFile(filePath),
    });
    expect(result).toMatchObject({ imported: true, inserted: 1 });
    expect((await unitsOf(supplier.id)).map((unit) => unit.serial_number)).toEqual(['Z-1']);
  });

  it('imports an XLSX file streamed from its first worksheet', async () => {
    const supplier = await createSupplier(server.databases.no);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Units');
    sheet.addRow([...importColumns]);
    const row = unitRow({ serial_number: 'X-1', weight_kg: '2.5' });
    sheet.addRow(
      importColumns.map((column) => (column === 'weight_kg' ? 2.5 : (row[column] ?? ''))),
    );
    const filePath = path.join(directory, 'units.xlsx');
    await workbook.xlsx.writeFile(filePath);

    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: rowsOfFile(filePath),
    });
    expect(result).toMatchObject({ imported: true, inserted: 1 });
    expect((await unitsOf(supplier.id)).map((unit) => unit.serial_number)).toEqual(['X-1']);
  });

  it('updates by serial number on a second import instead of adding units', async () => {
    const supplier = await createSupplier(server.databases.no);
    const rows = [unitRow({ serial_number: 'R-1' }), unitRow({ serial_number: 'R-2' })];
    await importUnits(server.databases.no, { supplierId: supplier.id, rows });
    const again = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [{ ...rows[0], model: 'ThinkPad T16' }, rows[1]!, unitRow({ serial_number: 'R-3' })],
    });
    expect(again).toMatchObject({ imported: true, inserted: 1, updated: 2 });
    const units = await unitsOf(supplier.id);
    expect(units).toHaveLength(3);
    expect(units[0]?.model).toBe('ThinkPad T16');
  });

  it('reports every bad row by line and reason and imports nothing', async () => {
    const supplier = await createSupplier(server.databases.no);
    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [
        unitRow({ serial_number: 'OK-1' }),
        unitRow({ category: 'toaster' }),
        unitRow({ outcome: 'reused', completed_date: '' }),
        unitRow({ created_at: '21.11.2026' }),
        unitRow({ serial_number: 'OK-2' }),
      ],
    });
    expect(result.imported).toBe(false);
    expect(result.problems.map((problem) => problem.row)).toEqual([3, 4, 5]);
    expect(result.problems[0]?.message).toMatch(/category: Category must be one of/);
    expect(result.problems[1]?.message).toMatch(
      /completed_date: A reused unit needs its completed_date/,
    );
    expect(result.problems[2]?.message).toMatch(/created_at: Use a date as YYYY-MM-DD/);
    expect(await unitsOf(supplier.id)).toEqual([]);
  });

  it('refuses a serial number given twice, naming both rows', async () => {
    const supplier = await createSupplier(server.databases.no);
    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [unitRow({ serial_number: 'D-1' }), unitRow(), unitRow({ serial_number: 'D-1' })],
    });
    expect(result.imported).toBe(false);
    expect(result.problems).toEqual([
      { file: 'units', row: 4, message: 'serial_number D-1 also on row 2.' },
    ]);
    expect(await unitsOf(supplier.id)).toEqual([]);
  });

  it('refuses a file whose header lacks required columns', async () => {
    const supplier = await createSupplier(server.databases.no);
    const result = await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [{ serial_number: 'H-1', model: 'x' }],
    });
    expect(result.imported).toBe(false);
    expect(result.problems[0]).toEqual({
      file: 'units',
      row: 1,
      message:
        'The header lacks the columns: category, sanitisation_method, sanitisation_result, outcome, created_at.',
    });
  });

  it('keeps the dashboard totals in step with what was imported', async () => {
    const supplier = await createSupplier(server.databases.no);
    await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [unitRow({ serial_number: 'T-1', outcome: 'reused' })],
    });
    await importUnits(server.databases.no, {
      supplierId: supplier.id,
      rows: [unitRow({ serial_number: 'T-1', outcome: 'recycled' })],
    });
    const totals = await server.databases.no
      .selectFrom('unit_daily_totals')
      .select(['outcome', 'units'])
      .where('supplier_id', '=', supplier.id)
      .where('date_column', '=', 'COMPLETED_DATE')
      .execute();
    expect(totals).toEqual([{ outcome: 'recycled', units: 1 }]);
  });
});
