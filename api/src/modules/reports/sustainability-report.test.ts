import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { pdfPageTexts, squeezed } from '../../test-support/pdf-text.js';
import {
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

interface ReadyReport {
  status: string;
  files: { format: string; download_url: string }[];
}

async function orderAndWait(token: string, input: Record<string, unknown>) {
  const ordered = await server.graphql<{ order_report: { id: string } }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input },
    token,
  });
  const id = ordered.body.data?.order_report.id;
  if (!id) throw new Error(JSON.stringify(ordered.body.errors));
  return vi.waitUntil(
    async () => {
      const response = await server.graphql<{ get_report: ReadyReport }>({
        query: getReportQuery,
        operationName: 'get_report',
        variables: { id },
        token,
      });
      const report = response.body.data?.get_report;
      if (report?.status === 'FAILED') throw new Error('Report failed');
      return report?.status === 'READY' ? report : undefined;
    },
    { timeout: 25_000, interval: 150 },
  );
}

async function download(report: ReadyReport, format: string): Promise<ArrayBuffer> {
  const file = report.files.find((candidate) => candidate.format === format);
  if (!file) throw new Error(`No ${format} file`);
  const url = file.download_url.replace(server.config.publicUrl, server.url);
  return (await fetch(url)).arrayBuffer();
}

/** RFC 4180 fields: quoted fields may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1))
    .map((matches) =>
      matches.map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

/** The XLSX row whose first cell is `label`, after the row whose first cell is `after`. */
function rowAfter(sheet: ExcelJS.Worksheet, after: string, label: string): unknown[] {
  let seen = false;
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    const values = (sheet.getRow(index).values as unknown[]).slice(1);
    if (values[0] === after) seen = true;
    else if (seen && values[0] === label) return values;
  }
  throw new Error(`No row ${label} after ${after}`);
}

describe('the sustainability report', () => {
  it('gives E5-5 outflows and E1 avoided emissions whose totals are the sums of the per-unit CSV', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const [north, south] = subSuppliers as [(typeof subSuppliers)[0], (typeof subSuppliers)[0]];
    const user = await createUser(database, { supplier_id: master.id, language: 'en' });
    const unbranded = { manufacturer: 'Acme', model: 'Unpublished 1' };
    await importTestUnits(database, north.id, [
      // Laptops: hazardous, 250 kg CO2e each (150-350) by the category average of 2026.1.
      unitRow({ ...unbranded, weight_kg: '1.45', completed_date: '2026-01-12' }),
      unitRow({ ...unbranded, weight_kg: '1.45', completed_date: '2026-01-13' }),
      unitRow({ ...unbranded, category: 'monitor', weight_kg: '6.20', outcome: 'recycled' }),
      // Outside the period.
      unitRow({ ...unbranded, weight_kg: '1.45', completed_date: '2026-02-10' }),
    ]);
    await importTestUnits(database, south.id, [
      // A desktop: not hazardous, 350 kg CO2e (210-490).
      unitRow({ ...unbranded, category: 'desktop', weight_kg: '8.50' }),
      unitRow({ ...unbranded, weight_kg: '' }),
      unitRow({ ...unbranded, weight_kg: '1.50', outcome: 'stocked' }),
    ]);
    const token = await signIn(server, user);
    const report = await orderAndWait(token, reportOrder({ kind: 'SUSTAINABILITY' }));
    expect(report.files.map((file) => file.format).sort()).toEqual(['CSV', 'PDF', 'XLSX']);

    // Recomputed by hand: reuse 1.45 + 1.45 + 8.5 kg (one laptop unweighed), recycling 6.2 kg,
    // not treated yet 1.5 kg; hazardous: laptops and the monitor; CO2 3 x 250 + 350 kg.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download(report, 'XLSX'));
    const [outflowSheet, emissionSheet, methodSheet] = workbook.worksheets;
    const heading = 'Resource outflows (ESRS E5-5)';
    expect(rowAfter(outflowSheet!, heading, 'Prepared for reuse')).toEqual([
      'Prepared for reuse',
      4,
      3,
      0.011,
      0.003,
      0.009,
    ]);
    expect(rowAfter(outflowSheet!, heading, 'Recycling')).toEqual([
      'Recycling',
      1,
      1,
      0.006,
      0.006,
      0,
    ]);
    const outflowTotal = rowAfter(outflowSheet!, heading, 'Total');
    expect(outflowTotal).toEqual(['Total', 6, 5, 0.019, 0.011, 0.009]);
    const companies = rowAfter(
      outflowSheet!,
      'Resource outflows per company (tonnes)',
      south.company,
    );
    // Every route with tonnes, not treated yet too, so a company's parts make its whole; each
    // column's total is the sum of the rounded figures above it.
    expect(companies).toEqual([south.company, 0.009, 0, 0.002, 0.011, 0.002]);
    expect(rowAfter(outflowSheet!, 'Resource outflows per company (tonnes)', 'Total')).toEqual([
      'Total',
      0.012,
      0.006,
      0.002,
      0.02,
      0.011,
    ]);
    const inventoryHeading =
      'GHG inventory: Scope 3 category 5, waste generated in operations (ESRS E1-6)';
    expect(rowAfter(emissionSheet!, inventoryHeading, 'Total')).toEqual(['Total', 0.017, 0.009]);
    const avoidedHeading = 'Avoided emissions (reported separately from the GHG inventory)';
    const avoidedTotal = rowAfter(emissionSheet!, avoidedHeading, 'Total');
    expect(avoidedTotal).toEqual(['Total', 4, 1.1, 0.66, 1.54]);
    const factorHeader = rowAfter(methodSheet!, 'CO2 factors used', 'Factor');
    // The factors' days, figures and years are values a spreadsheet can work with, not text.
    const factorRowIndex = (() => {
      for (let index = 1; index <= methodSheet!.rowCount; index += 1) {
        if (methodSheet!.getRow(index).getCell(1).value === factorHeader[0]) return index + 1;
      }
      return 0;
    })();
    const factorRow = methodSheet!.getRow(factorRowIndex);
    const at = (header: string) => factorRow.getCell(factorHeader.indexOf(header) + 1);
    expect(at('Valid from').value).toBeInstanceOf(Date);
    expect(at('Valid from').numFmt).toBe('yyyy-mm-dd');
    expect(typeof at('kg CO2e per unit').value).toBe('number');
    expect(typeof at('Year').value).toBe('number');
    const unitsFact = (outflowSheet!.getRow(1).worksheet.getColumn(1).values as unknown[]).indexOf(
      'Units',
    );
    expect(outflowSheet!.getRow(unitsFact).getCell(2).value).toBe(6);

    // The auditor's CSV: one row per unit of the period, and its sums are the report's totals.
    const [header, ...rows] = parseCsv(new TextDecoder().decode(await download(report, 'CSV')));
    expect(rows).toHaveLength(6);
    const column = (name: string) => header!.indexOf(name);
    const sum = (name: string, keep: (row: string[]) => boolean = () => true) =>
      rows.filter(keep).reduce((total, row) => total + Number(row[column(name)] || 0), 0);
    const tonnes = (kilograms: number) => Math.round(kilograms) / 1000;
    const route = (name: string) => (row: string[]) => row[column('Treatment route')] === name;
    const hazardous = (row: string[]) => row[column('Hazardous')] === 'Yes';
    expect(tonnes(sum('Weight (kg)'))).toBe(outflowTotal[3]);
    expect(tonnes(sum('Weight (kg)', hazardous))).toBe(outflowTotal[4]);
    expect(tonnes(sum('Weight (kg)', route('Prepared for reuse')))).toBe(0.011);
    expect(tonnes(sum('CO2e avoided (kg)'))).toBe(avoidedTotal[2]);
    expect(tonnes(sum('CO2e avoided, low (kg)'))).toBe(avoidedTotal[3]);
    expect(tonnes(sum('CO2e avoided, high (kg)'))).toBe(avoidedTotal[4]);
    expect(rows.every((row) => row[column('CO2 method version')] === '2026.1')).toBe(true);

    // The PDF says the same, with the range beside the avoided emissions, apart from the inventory.
    const pdfBytes = Buffer.from(await download(report, 'PDF'));
    const text = squeezed((await pdfPageTexts(pdfBytes)).join('\n'));
    expect(text).toContain('Total 6 5 0.019 0.011 0.009');
    expect(text).toContain(`${south.company} 0.009 0.000 0.002 0.011 0.002`);
    expect(text).toContain('Total 0.012 0.006 0.002 0.020 0.011');
    expect(text).toContain('Total 0.017 0.009');
    // Long headers wrap whole, never cut short.
    expect(text).not.toContain('…');
    expect(text).toMatch(/Not treated yet\s[\s\S]*\(stocked or in\s[\s\S]*process\)/);
    expect(text).toContain('Avoided emissions: 1.100 t CO2e (range 0.660–1.540 t CO2e).');
    expect(text).toContain('Total 4 1.100 0.660 1.540');
    expect(text).toContain('Method version 2026.1');
    expect(text).toContain('they are not an offset');
  });

  it("names the factors' sources in the report's language", async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const user = await createUser(database, { supplier_id: master.id, language: 'da' });
    await importTestUnits(database, subSuppliers[0]!.id, [
      unitRow({ manufacturer: 'Acme', model: 'Unpublished 2', completed_date: '2026-01-14' }),
    ]);
    const report = await orderAndWait(
      await signIn(server, user),
      reportOrder({ kind: 'SUSTAINABILITY' }),
    );
    const danishSource =
      'Udledninger ved fremstilling fra vugge til fabriksport ifølge producenternes rapporter om produktklimaaftryk (gennemsnit af almindelige erhvervsmodeller).';

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await download(report, 'XLSX'));
    const methodSheet = workbook.getWorksheet('Metode og faktorer');
    const header = rowAfter(methodSheet!, 'Anvendte CO2-faktorer', 'Faktor');
    const sources: unknown[] = [];
    methodSheet!.eachRow((row) => {
      sources.push(row.getCell(header.indexOf('Kilde') + 1).value);
    });
    expect(sources).toContain(danishSource);

    // The PDF's table wraps the source over several lines beside the other columns.
    const text = (await pdfPageTexts(Buffer.from(await download(report, 'PDF')))).join('\n');
    for (const word of ['Udledninger', 'fabriksport', 'produktklimaaftryk', 'erhvervsmodeller']) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('Cradle');
  });
});
