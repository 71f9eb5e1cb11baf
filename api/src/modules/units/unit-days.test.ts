import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let token: string;
let jobId: string;
let unitId: string;
const serial = 'DAYS-0001';

beforeAll(async () => {
  server = await startTestServer();
  const database = server.databases.no;
  const supplier = await createSupplier(database);
  const user = await createUser(database, { supplier_id: supplier.id, language: 'en' });
  token = await signIn(server, user);
  const job = await orderTestJob(server, token);
  jobId = job.id;
  // 18 Oct 2026 starts at 17 Oct 22:00 UTC in Oslo (summer time): the day a zone would shift.
  await importTestUnits(database, supplier.id, [
    unitRow({
      serial_number: serial,
      job_number: job.job_number,
      created_at: '2026-10-18',
      graded_date: '2026-10-19',
      completed_date: '2026-10-20',
    }),
  ]);
  await database
    .insertInto('job_expected_assets')
    .values({ supplier_id: supplier.id, job_id: job.id, serial_number: serial })
    .execute();
  const unit = await database
    .selectFrom('processed_units')
    .select('id')
    .where('serial_number', '=', serial)
    .where('supplier_id', '=', supplier.id)
    .executeTakeFirstOrThrow();
  unitId = unit.id;
});
afterAll(() => server.close());

const download = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

async function firstSheet(path: string): Promise<ExcelJS.Worksheet> {
  const response = await download(path);
  expect(response.status, path).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

/** The cell under the header `header` in the sheet's second row. */
function cellUnder(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Cell {
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = cell.text));
  const column = headers.indexOf(header);
  expect(column, `${header} in ${headers.join(' | ')}`).toBeGreaterThan(0);
  return sheet.getRow(2).getCell(column);
}

describe("a unit's days", () => {
  it('are calendar days (YYYY-MM-DD) in the unit, its search and the reconciliation', async () => {
    const unit = await server.graphql<{
      get_unit: { created_at: string; graded_date: string; completed_date: string };
    }>({
      query: `query get_unit($id: ID!) { get_unit(id: $id) { created_at graded_date completed_date } }`,
      variables: { id: unitId },
      token,
    });
    expect(unit.body.data?.get_unit).toEqual({
      created_at: '2026-10-18',
      graded_date: '2026-10-19',
      completed_date: '2026-10-20',
    });
    const search = await server.graphql<{ search_units: { created_at: string }[] }>({
      query: `query search_units($serial_number: String!) {
        search_units(serial_number: $serial_number) { created_at }
      }`,
      variables: { serial_number: serial },
      token,
    });
    expect(search.body.data?.search_units).toEqual([{ created_at: '2026-10-18' }]);
    const reconciliation = await server.graphql<{
      get_job_reconciliation: { rows: { serial_number: string; received_at: string }[] };
    }>({
      query: `query get_job_reconciliation($job_id: ID!) {
        get_job_reconciliation(job_id: $job_id) { rows { serial_number received_at } }
      }`,
      variables: { job_id: jobId },
      token,
    });
    expect(reconciliation.body.errors).toBeUndefined();
    expect(reconciliation.body.data?.get_job_reconciliation.rows).toEqual([
      { serial_number: serial, received_at: '2026-10-18' },
    ]);
  });

  it('are the same day in the serial search export, its category named, either direction case', async () => {
    for (const direction of ['desc', 'DESC', 'Asc']) {
      const response = await download(
        `/files/no/exports/serial-search.csv?serial_number=${serial}&sort=serial_number&direction=${direction}&language=en`,
      );
      expect(response.status, direction).toBe(200);
      const [, line] = (await response.text()).trim().split('\r\n');
      expect(line).toContain(',Laptops,2026-10-18,2026-10-20,');
    }
    expect(
      (await download(`/files/no/exports/serial-search.csv?serial_number=x&direction=up`)).status,
    ).toBe(400);
  });

  it('are real dates in the XLSX exports, and moments real date-times in Oslo time', async () => {
    const units = await firstSheet(`/files/no/exports/job-units.xlsx?job_id=${jobId}&language=en`);
    const received = cellUnder(units, 'Received');
    expect(received.value).toEqual(new Date('2026-10-18T00:00:00Z'));
    expect(received.numFmt).toBe('yyyy-mm-dd');

    const jobs = await firstSheet('/files/no/exports/jobs.xlsx?direction=desc&language=en');
    const ordered = cellUnder(jobs, 'Ordered (Europe/Oslo)');
    expect(ordered.value).toBeInstanceOf(Date);
    expect(ordered.numFmt).toBe('yyyy-mm-dd hh:mm');

    const reconciliation = await firstSheet(
      `/api/jobs/no/${jobId}/reconciliation/xlsx?direction=DESC&language=en`,
    );
    const receivedDay = cellUnder(reconciliation, 'Received');
    expect(receivedDay.value).toEqual(new Date('2026-10-18T00:00:00Z'));
    expect(receivedDay.numFmt).toBe('yyyy-mm-dd');
  });
});
