import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import {
  reconciliationQuery,
  setExpectedAssetsMutation,
  uploadExpectedAssets,
  xlsxOf,
} from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

async function customerWithPickup(): Promise<{ token: string; job: TestJob; supplierId: string }> {
  const user = await createUser(database, { phone: '+47 900 00 000' });
  const token = await signIn(server, user);
  return { token, job: await orderTestJob(server, token), supplierId: user.supplier_id };
}

interface Reconciliation {
  can_change_list: boolean;
  reconciled: boolean;
  total: number;
  counts: Record<string, number>;
  rows: {
    serial_number: string;
    status: string;
    resolution: string | null;
    line_number: number | null;
  }[];
}

async function reconciliation(
  token: string,
  jobId: string,
  variables: Record<string, unknown> = {},
) {
  const response = await server.graphql<{ get_job_reconciliation: Reconciliation }>({
    query: reconciliationQuery,
    token,
    variables: { job_id: jobId, ...variables },
  });
  return response;
}

async function reconciled(token: string, jobId: string, variables: Record<string, unknown> = {}) {
  const response = await reconciliation(token, jobId, variables);
  const data = response.body.data?.get_job_reconciliation;
  if (!data) throw new Error(JSON.stringify(response.body.errors));
  return data;
}

async function storedSerials(jobId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('job_expected_assets')
    .select('serial_number')
    .where('job_id', '=', jobId)
    .orderBy('serial_number')
    .execute();
  return rows.map((row) => row.serial_number);
}

describe('attaching the list of expected assets', () => {
  it('reads a CSV whose headers it recognises (semicolons, "S/N", "Asset tag") and stores it', async () => {
    const { token, job } = await customerWithPickup();
    const csv = 'S/N;Asset tag;Model\nPF-1;A-1;ThinkPad T14\n\npf-2;;Latitude 5440\n';
    const checked = await uploadExpectedAssets(server, token, { name: 'list.csv', bytes: csv });
    expect(checked).toMatchObject({
      status: 200,
      body: {
        headers: ['S/N', 'Asset tag', 'Model'],
        mapping: { serial_number: 0, asset_tag: 1, model: 2 },
        recognised: true,
        mapping_problem: null,
        row_count: 2,
        problem_count: 0,
      },
    });
    // A check stores nothing.
    expect(await storedSerials(job.id)).toEqual([]);

    const stored = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: csv },
      { jobId: job.id },
    );
    expect(stored).toMatchObject({ status: 200, body: { stored: 2, total: 2 } });
    const result = await reconciled(token, job.id);
    expect(result.counts).toMatchObject({ expected: 2, missing: 2, unresolved_missing: 2 });
    expect(result.rows.map((row) => [row.serial_number, row.line_number])).toEqual([
      ['PF-1', 2],
      ['pf-2', 4],
    ]);
  });

  it('asks for the columns of an XLSX whose headers it does not know, then takes the chosen ones', async () => {
    const { token, job } = await customerWithPickup();
    const bytes = await xlsxOf([
      ['Kolonne A', 'Kolonne B'],
      ['Dell', 'XL-1'],
      ['HP', 'XL-2'],
    ]);
    const unknown = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.xlsx', bytes },
      { jobId: job.id },
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        error: { code: 'BAD_USER_INPUT' },
        headers: ['Kolonne A', 'Kolonne B'],
        mapping_problem: 'serialNumberColumnMissing',
      },
    });
    const chosen = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.xlsx', bytes },
      { jobId: job.id, columns: { serial_number_column: '1', model_column: '0' } },
    );
    expect(chosen).toMatchObject({
      status: 200,
      body: {
        recognised: false,
        mapping: { serial_number: 1, asset_tag: null, model: 0 },
        stored: 2,
      },
    });
    expect(await storedSerials(job.id)).toEqual(['XL-1', 'XL-2']);
  });

  it('recognises headers in the other languages (Serienummer, Sarjanumero, Inventarienummer)', async () => {
    const { token } = await customerWithPickup();
    for (const [header, field] of [
      ['Serienummer;Modell', { serial_number: 0, model: 1 }],
      ['Malli,Sarjanumero', { serial_number: 1, model: 0 }],
      ['Inventarienummer;Serial Number', { serial_number: 1, asset_tag: 0 }],
    ] as const) {
      const answer = await uploadExpectedAssets(server, token, {
        name: 'list.csv',
        bytes: `${header}\nA;B\n`,
      });
      expect(answer.body.mapping, header).toMatchObject(field);
    }
  });

  it('reports bad rows by line and stores none of the file, keeping the list it had', async () => {
    const { token, job } = await customerWithPickup();
    await uploadExpectedAssets(
      server,
      token,
      { name: 'a.csv', bytes: 'Serial\nKEEP-1\n' },
      { jobId: job.id },
    );
    const csv = `Serial,Model\nOK-1,T14\n,T14\nOK-2,${'x'.repeat(201)}\nok-1,T14\nOK-3,T14\n`;
    const answer = await uploadExpectedAssets(
      server,
      token,
      { name: 'bad.csv', bytes: csv },
      { jobId: job.id },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.problem_count).toBe(3);
    expect(answer.body.problems?.map((problem) => [problem.line, problem.code])).toEqual([
      [3, 'serialNumberMissing'],
      [4, 'modelTooLong'],
      [5, 'duplicateSerialNumber'],
    ]);
    expect(answer.body.problems?.[2]?.message).toContain('line 2');
    expect(await storedSerials(job.id)).toEqual(['KEEP-1']);
  });

  it('refuses a file that is not CSV or XLSX text, and a job of another supplier (404, nothing stored)', async () => {
    const { token, job } = await customerWithPickup();
    const outsider = await customerWithPickup();
    const answer = await uploadExpectedAssets(
      server,
      outsider.token,
      { name: 'list.csv', bytes: 'Serial\nX-1\n' },
      { jobId: job.id },
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const danish = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nX-1\n' },
      { jobId: job.id, country: 'dk' },
    );
    expect(danish.status).toBe(401);
    expect(await storedSerials(job.id)).toEqual([]);
    const broken = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
      { jobId: job.id },
    );
    expect(broken).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
  });

  it('takes rows through GraphQL: replace or append, bad rows named by position, all or nothing', async () => {
    const { token, job } = await customerWithPickup();
    const set = (assets: unknown[], append = false) =>
      server.graphql<{ set_job_expected_assets: { stored: number; total: number } }>({
        query: setExpectedAssetsMutation,
        token,
        variables: { job_id: job.id, assets, append },
      });
    expect(
      (await set([{ serial_number: 'G-1' }, { serial_number: 'G-2', model: 'T14' }])).body.data,
    ).toEqual({ set_job_expected_assets: { stored: 2, total: 2 } });
    expect((await set([{ serial_number: 'G-3' }], true)).body.data).toEqual({
      set_job_expected_assets: { stored: 1, total: 3 },
    });
    const refused = await set([
      { serial_number: 'G-4' },
      { serial_number: ' ' },
      { serial_number: 'g-4' },
    ]);
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'assets.1.serial_number', message: 'The serial number is missing.' },
      {
        field: 'assets.2.serial_number',
        message: 'The serial number is on the list already (line 1).',
      },
    ]);
    expect(await storedSerials(job.id)).toEqual(['G-1', 'G-2', 'G-3']);
    expect((await set([{ serial_number: 'G-2' }])).body.data).toEqual({
      set_job_expected_assets: { stored: 1, total: 1 },
    });

    const outsider = await customerWithPickup();
    const foreign = await server.graphql({
      query: setExpectedAssetsMutation,
      token: outsider.token,
      variables: { job_id: job.id, assets: [{ serial_number: 'EVIL' }] },
    });
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');
    expect(errorCodeOf(await reconciliation(outsider.token, job.id))).toBe('NOT_FOUND');
    expect(await storedSerials(job.id)).toEqual(['G-2']);
  });

  it('refuses a list for a delivery and for a completed job', async () => {
    const { token } = await customerWithPickup();
    const delivery = await orderTestJob(server, token, { kind: 'DELIVERY' });
    const completed = await orderTestJob(server, token);
    await database
      .updateTable('jobs')
      .set({ status: 'COMPLETED' })
      .where('id', '=', completed.id)
      .execute();
    for (const job of [delivery, completed]) {
      const answer = await uploadExpectedAssets(
        server,
        token,
        { name: 'list.csv', bytes: 'Serial\nX-1\n' },
        { jobId: job.id },
      );
      expect(answer.status).toBe(400);
      expect((await reconciled(token, job.id)).can_change_list).toBe(false);
    }
  });
});

describe('the reconciliation', () => {
  async function reconciledJob() {
    const customer = await customerWithPickup();
    const serials = ['R-A', 'R-B', 'R-C', 'R-D', 'R-E'];
    await uploadExpectedAssets(
      server,
      customer.token,
      {
        name: 'list.csv',
        bytes: `Serial;Asset tag\n${serials.map((serial, index) => `${serial};T-${index}`).join('\n')}\n`,
      },
      { jobId: customer.job.id },
    );
    // Received: three on the list (one in other case), one not on it; R-D and R-E never come.
    await importTestUnits(
      database,
      customer.supplierId,
      ['r-a', 'R-B', 'R-C', 'R-X'].map((serial) =>
        unitRow({ serial_number: serial, job_number: customer.job.job_number }),
      ),
    );
    return customer;
  }

  it('counts matched, missing and unexpected, pages, filters, searches and sorts', async () => {
    const { token, job } = await reconciledJob();
    const all = await reconciled(token, job.id, { page_size: 2 });
    expect(all.counts).toEqual({
      expected: 5,
      received: 4,
      matched: 3,
      missing: 2,
      unresolved_missing: 2,
      unexpected: 1,
    });
    expect(all.total).toBe(6);
    expect(all.rows.map((row) => row.serial_number)).toEqual(['R-A', 'R-B']);
    const third = await reconciled(token, job.id, { page_size: 2, page: 3 });
    expect(third.rows.map((row) => row.serial_number)).toEqual(['R-E', 'R-X']);

    const missing = await reconciled(token, job.id, { filter: { status: 'MISSING' } });
    expect(missing.rows.map((row) => [row.serial_number, row.status])).toEqual([
      ['R-D', 'MISSING'],
      ['R-E', 'MISSING'],
    ]);
    const unexpected = await reconciled(token, job.id, { filter: { status: 'UNEXPECTED' } });
    expect(unexpected.rows.map((row) => row.serial_number)).toEqual(['R-X']);
    const searched = await reconciled(token, job.id, { filter: { text: 't-3' } });
    expect(searched.rows.map((row) => row.serial_number)).toEqual(['R-D']);
    const sorted = await reconciled(token, job.id, {
      sort: { field: 'SERIAL_NUMBER', direction: 'DESC' },
      page_size: 1,
    });
    expect(sorted.rows.map((row) => row.serial_number)).toEqual(['R-X']);
  });

  it('is not reconciled without a list: no unit reads as unexpected, and the export says why', async () => {
    const { token, job, supplierId } = await customerWithPickup();
    await importTestUnits(
      database,
      supplierId,
      ['N-A', 'N-B', 'N-C'].map((serial) =>
        unitRow({ serial_number: serial, job_number: job.job_number }),
      ),
    );
    const answer = await reconciled(token, job.id);
    expect(answer.reconciled).toBe(false);
    expect(answer.can_change_list).toBe(true);
    expect(answer.counts).toEqual({
      expected: 0,
      received: 3,
      matched: 0,
      missing: 0,
      unresolved_missing: 0,
      unexpected: 0,
    });
    expect(answer.rows).toEqual([]);
    expect(answer.total).toBe(0);
    const unexpected = await reconciled(token, job.id, { filter: { status: 'UNEXPECTED' } });
    expect(unexpected.rows).toEqual([]);

    for (const format of ['csv', 'xlsx']) {
      const exported = await fetch(`${server.url}/api/jobs/no/${job.id}/reconciliation/${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(exported.status).toBe(400);
      expect(await exported.text()).toContain('not reconciled');
    }

    // With a list the same units are reconciled as before.
    await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nN-A\nN-Z\n' },
      { jobId: job.id },
    );
    const withList = await reconciled(token, job.id);
    expect(withList.reconciled).toBe(true);
    expect(withList.counts).toMatchObject({ expected: 2, matched: 1, missing: 1, unexpected: 2 });
    expect(withList.total).toBe(4);
  });

  it('exports what the filter shows, as CSV and XLSX; another supplier gets 404', async () => {
    const { token, job } = await reconciledJob();
    const csv = await fetch(
      `${server.url}/api/jobs/no/${job.id}/reconciliation/csv?status=missing&language=en`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Serial number,Status,Asset tag/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'R-D,Missing,T-3',
      'R-E,Missing,T-4',
    ]);

    const xlsx = await fetch(
      `${server.url}/api/jobs/no/${job.id}/reconciliation/xlsx?sort=serial_number&direction=desc`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const serials: string[] = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) serials.push(row.getCell(1).text);
    });
    expect(serials).toEqual(['R-X', 'R-E', 'R-D', 'R-C', 'R-B', 'R-A']);

    const outsider = await customerWithPickup();
    const foreign = await fetch(`${server.url}/api/jobs/no/${job.id}/reconciliation/csv`, {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('keeps the job flagged until the provider resolves each missing asset', async () => {
    const { token, job } = await reconciledJob();
    const flag = async () => {
      const response = await server.graphql<{
        get_jobs: { jobs: { id: string; unresolved_missing_assets: number }[] };
      }>({
        query: `query { get_jobs { jobs { id unresolved_missing_assets } } }`,
        token,
      });
      return response.body.data?.get_jobs.jobs.find((item) => item.id === job.id)
        ?.unresolved_missing_assets;
    };
    expect(await flag()).toBe(2);
    const { key } = await createProviderKey(database, 'Warehouse system');
    const resolve = (resolutions: unknown[], bearer = key, country = 'no') =>
      fetch(`${server.url}/api/provider/${country}/expected-asset-resolutions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ resolutions }),
      });
    const first = await resolve([
      { job: job.job_number, serial_number: 'r-d', resolution: 'found_later' },
      { job: job.job_number, serial_number: 'R-E', resolution: 'confirmed_missing' },
      { job: job.job_number, serial_number: 'R-A', resolution: 'found_later' },
      { job: 'J-1900-000000', serial_number: 'R-E', resolution: 'found_later' },
    ]);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      resolved: 1,
      rejected: 3,
      results: [
        { index: 0, result: 'resolved' },
        { index: 1, result: 'rejected', code: 'INVALID_RESOLUTION' },
        { index: 2, result: 'rejected', code: 'NOT_MISSING' },
        { index: 3, result: 'rejected', code: 'UNKNOWN_JOB' },
      ],
    });
    expect(await flag()).toBe(1);
    // A user's token is not a provider key.
    expect(
      (
        await resolve(
          [{ job: job.id, serial_number: 'R-E', resolution: 'confirmed_missing', note: 'x' }],
          token,
        )
      ).status,
    ).toBe(403);
    const second = await resolve([
      {
        job: job.id,
        serial_number: 'R-E',
        resolution: 'confirmed_missing',
        note: 'Not in the cage.',
      },
    ]);
    expect(await second.json()).toMatchObject({ resolved: 1 });
    expect(await flag()).toBe(0);
    const result = await reconciled(token, job.id, { filter: { status: 'MISSING' } });
    expect(result.counts.unresolved_missing).toBe(0);
    expect(result.rows.map((row) => [row.serial_number, row.resolution])).toEqual([
      ['R-D', 'FOUND_LATER'],
      ['R-E', 'CONFIRMED_MISSING'],
    ]);
  });
});

describe('a list of 100,000 assets', () => {
  it('is stored, counted and exported whole', { timeout: 240_000 }, async () => {
    const { token, job } = await customerWithPickup();
    const rows = Array.from({ length: 100_000 }, (_, index) => `BIG-${index};TAG-${index};T14`);
    const stored = await uploadExpectedAssets(
      server,
      token,
      { name: 'big.csv', bytes: `Serial number;Asset tag;Model\n${rows.join('\n')}\n` },
      { jobId: job.id },
    );
    expect(stored).toMatchObject({ status: 200, body: { stored: 100_000, total: 100_000 } });
    const result = await reconciled(token, job.id, { page: 2_000, page_size: 50 });
    expect(result.counts).toMatchObject({ expected: 100_000, missing: 100_000 });
    expect(result.rows).toHaveLength(50);
    const csv = await fetch(`${server.url}/api/jobs/no/${job.id}/reconciliation/csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(100_001);
    // One more is one too many.
    const tooMany = await uploadExpectedAssets(
      server,
      token,
      { name: 'big.csv', bytes: `Serial number\n${rows.join('\n')}\nBIG-EXTRA\n` },
      { jobId: job.id },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.problems).toEqual([
      expect.objectContaining({ line: 100_002, code: 'tooManyRows' }),
    ]);
  });
});
