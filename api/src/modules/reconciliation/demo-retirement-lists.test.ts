import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import { reconciliationQuery } from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { seedDemoRetirementLists } from './demo-retirement-lists.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

interface Reconciliation {
  counts: { matched: number; missing: number; unexpected: number };
  rows: {
    serial_number: string;
    status: string;
    asset_tag: string | null;
    device_id: string | null;
    device_name: string | null;
    holds_data: boolean | null;
  }[];
}

const storedLists = (jobIds: string[]) =>
  database
    .selectFrom('job_expected_assets')
    .selectAll()
    .where('job_id', 'in', jobIds)
    .orderBy('id')
    .execute();

describe('demo retirement lists', () => {
  it("gives the open demo pickups a list from each tool, read as an upload reads it, matched to the job's units", async () => {
    // A group as in the demo: a master account (the only one with users) and three companies.
    const name = `Demo Lists ${randomUUID().slice(0, 8)}`;
    const master = await createSupplier(database, {
      company: `${name} ASA`,
      city: 'Oslo',
      is_master_account: true,
    });
    const companies = [master];
    for (const [company, city] of [
      ['Fjernvarme', 'Tromsø'],
      ['Kraftsalg', 'Bergen'],
      ['Nett', 'Trondheim'],
    ] as const) {
      companies.push(
        await createSupplier(database, {
          company: `${name} ${company} AS`,
          city,
          parent_supplier_id: master.id,
        }),
      );
    }
    const user = await createUser(database, {
      supplier_id: master.id,
      is_admin: true,
      phone: '+47 900 00 000',
    });
    // Each company's pickups as the demo has them: one processing its units, one just ordered;
    // the master account's also one completed and a delivery.
    const processing: TestJob[] = [];
    const ordered: TestJob[] = [];
    let token = await signIn(server, user);
    for (const company of companies) {
      if (company !== master) {
        const swapped = await server.graphql<{ auth_swap: { token: string } }>({
          query: 'mutation swap($id: ID!) { auth_swap(supplier_id: $id) { token } }',
          token,
          variables: { id: company.id },
        });
        token = swapped.body.data!.auth_swap.token;
      }
      processing.push(await orderTestJob(server, token));
      ordered.push(await orderTestJob(server, token));
    }
    token = await signIn(server, user);
    const completed = await orderTestJob(server, token);
    await orderTestJob(server, token, { kind: 'DELIVERY' });
    const setStatus = (jobs: TestJob[], status: string) =>
      database
        .updateTable('jobs')
        .set({ status })
        .where(
          'id',
          'in',
          jobs.map((job) => job.id),
        )
        .execute();
    await setStatus(processing, 'PROCESSING');
    await setStatus([completed], 'COMPLETED');
    const inProcess = { outcome: 'in_process', graded_date: '', completed_date: '' };
    for (const [index, company] of companies.entries()) {
      const job_number = processing[index]!.job_number;
      await importTestUnits(database, company.id, [
        unitRow({
          ...inProcess,
          job_number,
          category: 'monitor',
          sanitisation_method: 'not_required',
          sanitisation_result: 'not_required',
          erasure_standard: '',
          model: 'P2422H',
        }),
        ...Array.from({ length: 4 }, () => unitRow({ ...inProcess, job_number })),
        ...(company === master ? [unitRow({ job_number: completed.job_number })] : []),
      ]);
    }

    const options = { onlySupplierIds: companies.map((company) => company.id) };
    const seeded = await seedDemoRetirementLists(database, options);
    // The open pickups only: never the completed one (its list is final) nor the delivery.
    expect(seeded.map((list) => list.jobId).sort()).toEqual(
      [...processing, ...ordered].map((job) => job.id).sort(),
    );
    const isProcessing = (jobId: string) => processing.some((job) => job.id === jobId);
    // Each tool's list on a pickup with received units, and again on one just ordered.
    for (const lists of [
      seeded.filter((list) => isProcessing(list.jobId)),
      seeded.filter((list) => !isProcessing(list.jobId)),
    ]) {
      expect(lists.map((list) => list.layout).sort()).toEqual([
        'intune',
        'jamf_pro',
        'servicenow',
        'snipe_it',
      ]);
    }

    const reconciliationOf = async (jobId: string) => {
      const response = await server.graphql<{ get_job_reconciliation: Reconciliation }>({
        query: reconciliationQuery,
        token,
        variables: { job_id: jobId, page_size: 200 },
      });
      expect(response.body.errors).toBeUndefined();
      return response.body.data!.get_job_reconciliation;
    };
    for (const list of seeded) {
      const reconciliation = await reconciliationOf(list.jobId);
      const listed = reconciliation.rows.filter((row) => row.status !== 'UNEXPECTED');
      if (isProcessing(list.jobId)) {
        // Every unit received but the last is on the list, and two devices never arrived.
        expect(reconciliation.counts).toMatchObject({ matched: 4, missing: 2, unexpected: 1 });
        expect(list.stored).toBe(6);
      } else {
        expect(reconciliation.counts).toMatchObject({ matched: 0, missing: 2, unexpected: 0 });
      }
      // The customer's keys, as each tool's export names its devices.
      for (const row of listed) {
        if (list.layout === 'intune') {
          expect(row.device_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-/);
          expect(row.device_name).toMatch(/^[A-Z]+-[A-Z]{3}-\d{4}$/);
          expect(row.asset_tag).toBeNull();
        }
        if (list.layout === 'servicenow') {
          expect(row.asset_tag).toMatch(/^P1\d{6}$/);
          expect(row.device_id).toMatch(/^[0-9a-f]{32}$/);
        }
        if (list.layout === 'snipe_it') {
          expect(row.asset_tag).toMatch(/^A-\d{5}$/);
          expect(row.device_id).toMatch(/^\d+$/);
          expect(row.holds_data).toBe(!row.device_name?.startsWith('MON-'));
        }
        if (list.layout === 'jamf_pro') {
          expect(row.asset_tag).toMatch(/^M-\d{4}$/);
          expect(row.device_id).toMatch(/^\d+$/);
          expect(row.device_name).toMatch(/^[A-Z]+-[A-Z]{3}-\d{4}$/);
        }
      }
    }

    // Seeding again leaves every list as it was.
    const before = await storedLists(seeded.map((list) => list.jobId));
    expect(await seedDemoRetirementLists(database, options)).toEqual(seeded);
    expect(await storedLists(seeded.map((list) => list.jobId))).toEqual(before);
  });
});
