import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import {
  attachRetirementList,
  downloadCsv,
  holdUnit,
  outcomeCustomer,
  type OutcomeCustomer,
} from '../../test-support/outcome-requests.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let database: Database;
let customer: OutcomeCustomer;
let tag: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  customer = await outcomeCustomer(server);
  tag = customer.supplierId.slice(0, 8);
  await attachRetirementList(server, customer, [
    { serial_number: `FILE-R-${tag}`, asset_tag: `AT-R-${tag}` },
    { serial_number: `FILE-D-${tag}`, asset_tag: `AT-D-${tag}` },
    { serial_number: `FILE-H-${tag}`, asset_tag: `AT-H-${tag}` },
  ]);
  await importTestUnits(database, customer.supplierId, [
    unitRow({ serial_number: `FILE-R-${tag}`, job_number: customer.job.job_number }),
    unitRow({
      serial_number: `FILE-D-${tag}`,
      job_number: customer.job.job_number,
      outcome: 'recycled',
      sanitisation_method: 'physical_destruction',
      erasure_standard: '',
      downstream_recycler: 'Metal Recovery AS',
    }),
    unitRow({
      serial_number: `FILE-H-${tag}`,
      job_number: customer.job.job_number,
      outcome: 'in_process',
      completed_date: '',
    }),
    // Not on the retirement list: no asset tag for Snipe-IT to match.
    unitRow({ serial_number: `FILE-X-${tag}`, job_number: customer.job.job_number }),
  ]);
  await holdUnit(database, customer.supplierId, `FILE-H-${tag}`);
  // The provider valued the reused unit (as a valued unit event stores it).
  await database
    .updateTable('processed_units')
    .set({ value_amount: '1250.00', value_kind: 'resale', valued_at: new Date() })
    .where('supplier_id', '=', customer.supplierId)
    .where('serial_number', '=', `FILE-R-${tag}`)
    .execute();
});
afterAll(() => server.close());

/** The file's rows as objects by header, and the headers. */
async function fileOf(tool: 'snipe-it' | 'servicenow', query = '') {
  const file = await downloadCsv(
    server,
    customer.apiToken,
    `/api/units/no/outcomes/${tool}.csv?job_id=${customer.job.id}${query}`,
  );
  expect(file.status, file.text).toBe(200);
  // An importer would take a byte order mark as part of the first header.
  expect(file.text.startsWith('\uFEFF')).toBe(false);
  expect(file.text).toContain('\r\n');
  const [headers = [], ...rows] = file.rows;
  return {
    headers,
    rows: rows.map((row) =>
      Object.fromEntries(headers.map((header, index) => [header, row[index]])),
    ),
  };
}

describe('the outcome files for asset tools', () => {
  it("Snipe-IT: the asset importer's columns, matched by asset tag, final outcomes archived", async () => {
    const { headers, rows } = await fileOf('snipe-it');
    expect(headers).toEqual([
      'Asset Tag',
      'Serial Number',
      'Status',
      'Notes',
      'Disposal Date',
      'Disposal Method',
      'Sanitisation',
      'Certificate Number',
      'Certificate URL',
      'Evidence Pack URL',
      'Recycler',
      'Disposal Value',
      'Disposal Value Currency',
    ]);
    const byTag = new Map(rows.map((row) => [row['Asset Tag'], row]));
    expect([...byTag.keys()].sort()).toEqual([`AT-D-${tag}`, `AT-H-${tag}`, `AT-R-${tag}`]);
    expect(byTag.get(`AT-R-${tag}`)).toMatchObject({
      'Serial Number': `FILE-R-${tag}`,
      Status: 'Archived',
      'Disposal Date': '2026-01-20',
      'Disposal Method': 'Reused',
      Sanitisation: 'Software erasure, NIST 800-88 Purge: passed',
      'Certificate Number': '',
      Recycler: '',
      'Disposal Value': '1250.00',
      'Disposal Value Currency': 'NOK',
    });
    expect(byTag.get(`AT-R-${tag}`)?.Notes).toContain(`job ${customer.job.job_number}`);
    expect(byTag.get(`AT-R-${tag}`)?.Notes).toContain('resale value 1250.00 NOK');
    expect(byTag.get(`AT-D-${tag}`)?.['Disposal Value']).toBe('');
    expect(byTag.get(`AT-D-${tag}`)).toMatchObject({
      Status: 'Archived',
      'Disposal Method': 'Destroyed',
      Sanitisation: 'Physical destruction: passed',
      Recycler: 'Metal Recovery AS',
    });
    expect(byTag.get(`AT-H-${tag}`)).toMatchObject({
      Status: 'Pending',
      'Disposal Date': '',
      'Disposal Method': 'On hold',
    });
  });

  it('ServiceNow: an import set for alm_hardware, retired with the substate of the outcome', async () => {
    const { headers, rows } = await fileOf('servicenow');
    expect(headers).toEqual([
      'asset_tag',
      'serial_number',
      'install_status',
      'substatus',
      'disposal_reason',
      'retired',
      'u_itad_outcome',
      'u_sanitisation_method',
      'u_sanitisation_standard',
      'u_sanitisation_result',
      'u_certificate_number',
      'u_certificate_url',
      'u_evidence_pack_url',
      'u_recycler',
      'u_itad_job_number',
      'u_itad_value',
      'u_itad_value_kind',
      'u_itad_value_currency',
      'u_received_date',
      'u_completed_date',
    ]);
    const bySerial = new Map(rows.map((row) => [row.serial_number, row]));
    // Every unit, with or without an asset tag: ServiceNow can match by serial number.
    expect(bySerial.size).toBe(4);
    expect(bySerial.get(`FILE-R-${tag}`)).toMatchObject({
      asset_tag: `AT-R-${tag}`,
      install_status: '7',
      substatus: 'sold',
      retired: '2026-01-20',
      u_itad_outcome: 'reused',
      u_sanitisation_standard: 'NIST 800-88 Purge',
      u_itad_job_number: customer.job.job_number,
      u_itad_value: '1250.00',
      u_itad_value_kind: 'resale',
      u_itad_value_currency: 'NOK',
      u_received_date: '2026-01-05',
    });
    expect(bySerial.get(`FILE-D-${tag}`)).toMatchObject({
      install_status: '7',
      substatus: 'disposed',
      u_itad_outcome: 'destroyed',
      u_recycler: 'Metal Recovery AS',
    });
    expect(bySerial.get(`FILE-H-${tag}`)).toMatchObject({
      install_status: '6',
      substatus: 'pending_disposal',
      retired: '',
      u_itad_outcome: 'on_hold',
    });
    expect(bySerial.get(`FILE-X-${tag}`)).toMatchObject({ asset_tag: '', install_status: '7' });
  });

  it("takes the list's filters: nothing changed since now, and 404 for a job of another customer", async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    const { rows } = await fileOf('servicenow', `&changed_since=${encodeURIComponent(later)}`);
    expect(rows).toEqual([]);
    const other = await outcomeCustomer(server);
    const theirs = await downloadCsv(
      server,
      customer.apiToken,
      `/api/units/no/outcomes/servicenow.csv?job_id=${other.job.id}`,
    );
    expect(theirs.status).toBe(404);
  });
});
