import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { customerWithTestHolds, unitHoldRequests } from '../../test-support/unit-hold-customers.js';
import { placeTestHolds } from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Warehouse system'));
});
afterAll(() => server.close());

const { list, answer } = unitHoldRequests(() => server);
const customerWithHolds = () => customerWithTestHolds(server, key);

describe('get_unit_holds', () => {
  it("lists the acting supplier's holds with the retirement list's keys, open first and newest first", async () => {
    const { token, job } = await customerWithHolds();
    const { body } = await list(token);
    const page = body.data?.get_unit_holds;
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 20, open_count: 4 });
    expect(page?.holds.map((hold) => hold.serial_number)).toEqual([
      'C02-HELD-C',
      'C02-HELD-B',
      'C02-HELD-A',
      'C02-HELD-D',
    ]);
    expect(page?.holds[2]).toMatchObject({
      asset_tag: 'AT-0001',
      device_name: 'LAPTOP-ADA',
      job_id: job.id,
      job_number: job.job_number,
      reason: 'activation_lock',
      value_at_stake: 4200,
      currency: 'NOK',
      placed_at: '2026-03-02T09:00:00.000Z',
      respond_by: '2026-03-09T09:00:00.000Z',
      overdue: true,
      state: 'open',
      answered_at: null,
    });
    expect(page?.holds[3]).toMatchObject({ job_id: null, job_number: null, asset_tag: null });
  });

  it('filters by state, reason, job and text, sorts and pages; open_count ignores the filter', async () => {
    const { token, job, ids } = await customerWithHolds();
    await answer(token, { hold_ids: [ids['C02-HELD-B']], decision: 'release' });
    const serials = async (variables: Record<string, unknown>) => {
      const page = (await list(token, variables)).body.data?.get_unit_holds;
      return { serials: page?.holds.map((hold) => hold.serial_number), page };
    };
    expect((await serials({ filter: { state: 'released' } })).serials).toEqual(['C02-HELD-B']);
    const open = await serials({ filter: { state: 'open' } });
    expect(open.page).toMatchObject({ total: 3, open_count: 3 });
    expect((await serials({ filter: { reason: 'missing_parts' } })).serials).toEqual([
      'C02-HELD-C',
    ]);
    expect((await serials({ filter: { job_id: job.id }, sort: 'serial_number' })).serials).toEqual([
      'C02-HELD-A',
      'C02-HELD-B',
      'C02-HELD-C',
    ]);
    expect((await serials({ filter: { text: 'at-0001' } })).serials).toEqual(['C02-HELD-A']);
    expect((await serials({ filter: { text: 'laptop-ada' } })).serials).toEqual(['C02-HELD-A']);
    expect((await serials({ filter: { job_id: 'not-a-job' } })).serials).toEqual([]);
    const byValue = await serials({ sort: 'value_at_stake', direction: 'ASC' });
    expect(byValue.serials?.[0]).toBe('C02-HELD-C');
    const first = await serials({ sort: 'serial_number', page_size: 3 });
    const second = await serials({ sort: 'serial_number', page_size: 3, page: 2 });
    expect([...(first.serials ?? []), ...(second.serials ?? [])]).toEqual([
      'C02-HELD-A',
      'C02-HELD-B',
      'C02-HELD-C',
      'C02-HELD-D',
    ]);
    expect(second.page).toMatchObject({ total: 4, page: 2, open_count: 3 });
  });

  it("shows a master account its group's holds, one company's on request, NOT_FOUND outside", async () => {
    const group = await createSupplierGroup(database, 2);
    const [first, second] = group.subSuppliers;
    if (!first || !second) throw new Error('No group');
    const masterUser = await createUser(database, { supplier_id: group.master.id });
    const token = await signIn(server, masterUser);
    await placeTestHolds(server, key, first.id, [{ serialNumber: 'GROUP-HELD-1' }]);
    await placeTestHolds(server, key, second.id, [{ serialNumber: 'GROUP-HELD-2' }]);
    expect((await list(token)).body.data?.get_unit_holds.total).toBe(2);
    const one = await list(token, { filter: { supplier_id: second.id } });
    expect(one.body.data?.get_unit_holds.holds.map((hold) => hold.serial_number)).toEqual([
      'GROUP-HELD-2',
    ]);
    const outsider = await customerWithHolds();
    expect(
      errorCodeOf(await list(token, { filter: { supplier_id: outsider.admin.supplier_id } })),
    ).toBe('NOT_FOUND');
    // The sub-supplier's own user sees its own holds only.
    const subUser = await createUser(database, { supplier_id: first.id });
    const subPage = (await list(await signIn(server, subUser))).body.data?.get_unit_holds;
    expect(subPage?.holds.map((hold) => hold.serial_number)).toEqual(['GROUP-HELD-1']);
  });
});

describe('the unit holds export', () => {
  it('is the list as the pages show it, in CSV and XLSX', async () => {
    const { token } = await customerWithHolds();
    const query = 'sort=serial_number&direction=desc&state=open';
    const pages = (
      await list(token, {
        filter: { state: 'open' },
        sort: 'serial_number',
        direction: 'DESC',
      })
    ).body.data?.get_unit_holds.holds.map((hold) => hold.serial_number);
    const csv = await fetch(`${server.url}/files/no/exports/unit-holds.csv?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Serial number,Asset tag,Device name,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(pages);
    expect(lines.join('\n')).toContain('Activation Lock / Find My');
    const xlsx = await fetch(`${server.url}/files/no/exports/unit-holds.xlsx?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
