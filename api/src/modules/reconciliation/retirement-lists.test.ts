import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import {
  reconciliationQuery,
  uploadExpectedAssets,
  xlsxOf,
} from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/*
 * Retirement lists as the customers' tools export them: each fixture is shaped like the tool's
 * own export (its headers, quoting, line ends, byte order mark and date format; see the
 * comments in test-fixtures/README.md).
 */

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const fixture = (name: string) =>
  readFile(new URL(`./test-fixtures/${name}`, import.meta.url)).then(
    (buffer) => new Uint8Array(buffer),
  );

async function customerWithPickup(): Promise<{ token: string; job: TestJob }> {
  const user = await createUser(database, { phone: '+47 900 00 000' });
  const token = await signIn(server, user);
  return { token, job: await orderTestJob(server, token) };
}

async function storedAssets(jobId: string) {
  return database
    .selectFrom('job_expected_assets')
    .select(['serial_number', 'asset_tag', 'model', 'device_id', 'device_name', 'holds_data'])
    .select('line_number')
    .where('job_id', '=', jobId)
    .orderBy('line_number')
    .execute();
}

const none = { asset_tag: null, device_id: null, device_name: null, holds_data: null };

describe("a retirement list from the customer's tool", () => {
  it("reads Microsoft Intune's device export: serial number, model, device ID and device name", async () => {
    const { token, job } = await customerWithPickup();
    const bytes = await fixture('intune-devices.csv');
    const checked = await uploadExpectedAssets(server, token, {
      name: 'DevicesWithInventory.csv',
      bytes,
    });
    expect(checked.body).toMatchObject({
      layout: 'intune',
      recognised: true,
      mapping: { serial_number: 8, model: 10, device_id: 0, device_name: 1, asset_tag: null },
      mapping_problem: null,
      row_count: 3,
      problem_count: 0,
    });
    // The preview shows the first rows as the file has them (quoted commas kept in one cell).
    expect(checked.body.preview?.[2]?.slice(0, 2)).toEqual([
      'c4b3a291-8e7d-4c6b-a5f4-e3d2c1b0a987',
      'MAC-OSL-0007',
    ]);
    expect(checked.body.preview?.[2]?.[10]).toBe('MacBookPro18,3');

    const stored = await uploadExpectedAssets(
      server,
      token,
      { name: 'devices.csv', bytes },
      { jobId: job.id },
    );
    expect(stored).toMatchObject({ status: 200, body: { stored: 3, layout: 'intune' } });
    expect(await storedAssets(job.id)).toEqual([
      {
        ...none,
        serial_number: 'PF3K9XQZ',
        model: '20XW004GMX',
        device_id: '7f3c2a10-5d4e-4b8a-9c1f-0a2b3c4d5e6f',
        device_name: 'LT-OSL-0042',
        line_number: 2,
      },
      {
        ...none,
        serial_number: '5CG2341XYZ',
        model: 'HP EliteBook 840 G9',
        device_id: '2a9e8d7c-6b5a-4f3e-8d2c-1b0a99887766',
        device_name: 'LT-BGO-0117',
        line_number: 3,
      },
      {
        ...none,
        serial_number: 'C02G8416Q05N',
        model: 'MacBookPro18,3',
        device_id: 'c4b3a291-8e7d-4c6b-a5f4-e3d2c1b0a987',
        device_name: 'MAC-OSL-0007',
        line_number: 4,
      },
    ]);

    // The reconciliation names each device by the customer's keys.
    const response = await server.graphql<{
      get_job_reconciliation: {
        rows: { serial_number: string; device_id: string | null; device_name: string | null }[];
      };
    }>({
      query: reconciliationQuery,
      token,
      variables: { job_id: job.id, filter: { text: 'bgo-0117' } },
    });
    expect(response.body.data?.get_job_reconciliation.rows).toMatchObject([
      {
        serial_number: '5CG2341XYZ',
        device_id: '2a9e8d7c-6b5a-4f3e-8d2c-1b0a99887766',
        device_name: 'LT-BGO-0117',
      },
    ]);
  });

  it("reads ServiceNow's alm_hardware export, by field names (CSV) and by labels (Excel)", async () => {
    const { token, job } = await customerWithPickup();
    const csv = await uploadExpectedAssets(
      server,
      token,
      { name: 'alm_hardware.csv', bytes: await fixture('servicenow-alm-hardware.csv') },
      { jobId: job.id },
    );
    expect(csv.body).toMatchObject({
      layout: 'servicenow',
      mapping: { serial_number: 2, asset_tag: 1, model: 4, device_id: 10, device_name: 9 },
      stored: 3,
    });
    expect((await storedAssets(job.id))[2]).toEqual({
      ...none,
      serial_number: 'PF4AB12C',
      asset_tag: 'P1000430',
      model: 'Lenovo ThinkPad X1 Carbon Gen 11, 14"',
      device_id: '5b3e1f8d3d4a6c7e0f9a8b7c6d5e4f3a',
      line_number: 4,
    });

    const labels = await xlsxOf([
      [
        'Display name',
        'Asset tag',
        'Serial number',
        'Model category',
        'Model',
        'State',
        'Configuration Item',
      ],
      [
        'P1 - Dell Inc. Latitude 5440',
        'P1',
        '7HX2K93',
        'Computer',
        'Dell Inc. Latitude 5440',
        'In stock',
        'LT-OSL-0201',
      ],
    ]);
    const excel = await uploadExpectedAssets(server, token, {
      name: 'alm_hardware.xlsx',
      bytes: labels,
    });
    expect(excel.body).toMatchObject({
      layout: 'servicenow',
      mapping: { serial_number: 2, asset_tag: 1, model: 4, device_name: 6, device_id: null },
      row_count: 1,
    });
  });

  it("reads Snipe-IT's asset report (a byte order mark, quotes only where needed)", async () => {
    const { token, job } = await customerWithPickup();
    const answer = await uploadExpectedAssets(
      server,
      token,
      { name: 'custom-asset-report.csv', bytes: await fixture('snipe-it-assets.csv') },
      { jobId: job.id },
    );
    expect(answer.body).toMatchObject({
      layout: 'snipe_it',
      mapping: { serial_number: 8, asset_tag: 2, model: 5, device_id: 0, device_name: 3 },
      stored: 2,
    });
    expect(await storedAssets(job.id)).toEqual([
      {
        ...none,
        serial_number: '9ZK4Q73',
        asset_tag: 'NL-00931',
        model: 'OptiPlex 7010',
        device_id: '1187',
        device_name: 'OSL-DESK-17',
        line_number: 2,
      },
      {
        ...none,
        serial_number: '9ZK4Q74',
        asset_tag: 'NL-00932',
        model: 'OptiPlex 7010',
        device_id: '1188',
        line_number: 3,
      },
    ]);
  });

  it("reads Jamf Pro's inventory export: computer name, Jamf Pro computer ID, asset tag", async () => {
    const { token, job } = await customerWithPickup();
    const answer = await uploadExpectedAssets(
      server,
      token,
      { name: 'computers.csv', bytes: await fixture('jamf-pro-computers.csv') },
      { jobId: job.id },
    );
    expect(answer.body).toMatchObject({
      layout: 'jamf_pro',
      mapping: { serial_number: 2, asset_tag: 5, model: 3, device_id: 1, device_name: 0 },
      stored: 2,
    });
    expect(await storedAssets(job.id)).toEqual([
      {
        ...none,
        serial_number: 'C02G8416Q05N',
        asset_tag: 'NL-M-0071',
        model: 'MacBook Pro (16-inch, 2021)',
        device_id: '412',
        device_name: 'Ingrids MacBook Pro',
        line_number: 2,
      },
      {
        ...none,
        serial_number: 'FVFH3ZXYQ6L4',
        model: 'MacBook Air (M2, 2022)',
        device_id: '415',
        device_name: 'MAC-BGO-0003',
        line_number: 3,
      },
    ]);
  });

  it('lets the supplier map an unknown layout (Excel, "sep=;"), and remembers it for the supplier only', async () => {
    const { token, job } = await customerWithPickup();
    const bytes = await fixture('excel-own-list.csv');
    const unknown = await uploadExpectedAssets(server, token, { name: 'udfasning.csv', bytes });
    expect(unknown.body).toMatchObject({
      headers: ['Maskine', 'Løbenr.', 'Fabrikant og type', 'Udfases', 'Harddisk'],
      layout: null,
      mapping_problem: 'serialNumberColumnMissing',
      // The "sep=;" line is no row, and a comma inside a cell splits nothing.
      preview: [
        ['KBH-PC-0101', 'SN-DK-77120', 'Lenovo ThinkCentre M70q, Gen 2', '15-11-2026', 'ja'],
        ['KBH-PC-0102', 'SN-DK-77121', 'Lenovo ThinkCentre M70q, Gen 2', '15-11-2026', 'ja'],
        ['KBH-SKÆRM-09', 'SN-DK-91001', 'Dell P2422H 23,8"', '15-11-2026', 'nej'],
      ],
    });
    const columns = {
      serial_number_column: '1',
      device_name_column: '0',
      model_column: '2',
      holds_data_column: '4',
    };
    const stored = await uploadExpectedAssets(
      server,
      token,
      { name: 'udfasning.csv', bytes },
      { jobId: job.id, columns },
    );
    expect(stored.body).toMatchObject({ recognised: false, layout: null, stored: 3 });
    expect(await storedAssets(job.id)).toEqual([
      {
        ...none,
        serial_number: 'SN-DK-77120',
        model: 'Lenovo ThinkCentre M70q, Gen 2',
        device_name: 'KBH-PC-0101',
        holds_data: true,
        line_number: 3,
      },
      {
        ...none,
        serial_number: 'SN-DK-77121',
        model: 'Lenovo ThinkCentre M70q, Gen 2',
        device_name: 'KBH-PC-0102',
        holds_data: true,
        line_number: 4,
      },
      {
        ...none,
        serial_number: 'SN-DK-91001',
        model: 'Dell P2422H 23,8"',
        device_name: 'KBH-SKÆRM-09',
        holds_data: false,
        line_number: 5,
      },
    ]);

    // The next file with these headers is read with the columns chosen.
    const again = await uploadExpectedAssets(server, token, { name: 'next.csv', bytes });
    expect(again.body).toMatchObject({
      layout: 'remembered',
      recognised: true,
      mapping_problem: null,
      mapping: { serial_number: 1, device_name: 0, model: 2, holds_data: 4, asset_tag: null },
      row_count: 3,
    });
    // Another supplier's choice is not this one's.
    const outsider = await customerWithPickup();
    const theirs = await uploadExpectedAssets(server, outsider.token, { name: 'next.csv', bytes });
    expect(theirs.body).toMatchObject({
      layout: null,
      mapping_problem: 'serialNumberColumnMissing',
    });
  });

  it('reports bad rows of a tool export by line and stores none of them', async () => {
    const { token, job } = await customerWithPickup();
    const text = new TextDecoder().decode(await fixture('jamf-pro-computers.csv'));
    const bad = `${text}MAC-X,416,,MacBook Air,Mac14,2,,,,,,,,\nMAC-Y,417,FVFH3ZXYQ6L4,MacBook Air\n${'a'.repeat(201)},418,Z1,Mac\n`;
    const answer = await uploadExpectedAssets(
      server,
      token,
      { name: 'computers.csv', bytes: bad },
      { jobId: job.id },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.map((problem) => [problem.line, problem.code])).toEqual([
      [4, 'serialNumberMissing'],
      [5, 'duplicateSerialNumber'],
      [6, 'deviceNameTooLong'],
    ]);
    expect(await storedAssets(job.id)).toEqual([]);

    const holds = `Serial,Holds data\nA-1,yes\nA-2,maybe\n`;
    const invalid = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: holds },
      { jobId: job.id },
    );
    expect(invalid.body.problems).toMatchObject([{ line: 3, code: 'holdsDataInvalid' }]);
    expect(await storedAssets(job.id)).toEqual([]);
  });
});
