import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/connections.js';
import { seedDemoJobs } from '../modules/jobs/demo-seed.js';
import { orderEvidencePack, waitForReadyPack } from '../test-support/evidence-factories.js';
import { createSupplier, createUser } from '../test-support/factories.js';
import { readZip } from '../test-support/read-zip.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { seedDemoUnitsOf } from './seed.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

type CsvRow = Record<string, string>;
const rowsOf = (bytes: Buffer | undefined): CsvRow[] =>
  parse<CsvRow>(bytes?.toString('utf8') ?? '', { columns: true, bom: true });

describe('demo data', () => {
  it(
    "gives a completed demo job an evidence pack with every data-bearing unit's carrier records",
    { timeout: 60_000 },
    async () => {
      const supplier = await createSupplier(database, {
        company: `Demo Evidence ${Date.now()} AS`,
      });
      const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
      await seedDemoUnitsOf(database, supplier.id, { count: 800, seed: 5, serialPrefix: 'EV' });
      await seedDemoJobs(database, 'no', [supplier.id]);
      const token = await signIn(server, admin);
      const jobs = await server.graphql<{
        get_jobs: { jobs: { id: string; job_number: string; status: string }[] };
      }>({ query: 'query { get_jobs { jobs { id job_number status } } }', token });
      const job = jobs.body.data!.get_jobs.jobs.find((found) => found.status === 'COMPLETED')!;

      const ordered = await orderEvidencePack(server, token, { job_id: job.id });
      expect(ordered.body.errors).toBeUndefined();
      const pack = await waitForReadyPack(server, token, ordered.body.data!.order_evidence_pack.id);
      const response = await fetch(`${server.url}${pack.download_path!}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const entries = readZip(Buffer.from(await response.arrayBuffer()));
      const units = rowsOf(entries.get('sanitisation-units.csv'));
      const carriers = rowsOf(entries.get('sanitisation-carriers.csv'));

      const dataBearing = units.filter((unit) => unit.sanitisation_method !== 'not_required');
      expect(dataBearing.length).toBeGreaterThan(0);
      for (const unit of units) {
        const own = carriers.filter((carrier) => carrier.unit_serial_number === unit.serial_number);
        if (unit.sanitisation_method === 'not_required') {
          expect(own).toEqual([]);
          continue;
        }
        // Every carrier's latest attempt passed, as the unit itself says.
        expect(unit.sanitisation_result).toBe('passed');
        expect(Number(unit.data_carriers)).toBeGreaterThan(0);
        const latest = new Map(own.map((carrier) => [carrier.carrier_serial, carrier]));
        expect(latest.size).toBe(Number(unit.data_carriers));
        expect([...latest.values()].map((carrier) => carrier.result)).toEqual(
          [...latest.values()].map(() => 'passed'),
        );
        const level = unit.sanitisation_method === 'physical_destruction' ? 'destruct' : 'purge';
        expect(new Set(own.map((carrier) => carrier.sanitisation_level))).toEqual(new Set([level]));
      }
    },
  );
});
