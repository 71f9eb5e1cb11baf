import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCountryDatabases, destroyCountryDatabases } from '../database/connections.js';
import type { Database } from '../database/connections.js';
import { runAdmin } from '../test-support/admin-cli.js';
import { createUser } from '../test-support/factories.js';

const urls = inject('testDatabaseUrls');
const environment = {
  DATABASE_URL_NO: urls.no,
  DATABASE_URL_DK: urls.dk,
  DATABASE_URL_SE: urls.se,
};
let databases: ReturnType<typeof createCountryDatabases>;
let database: Database;
beforeAll(() => {
  databases = createCountryDatabases(urls);
  database = databases.no;
});
afterAll(() => destroyCountryDatabases(databases));

async function pickupWithList(serials: string[]) {
  const user = await createUser(database);
  const jobNumber = `J-2031-${randomBytes(3).toString('hex').toUpperCase()}`;
  const job = await database
    .insertInto('jobs')
    .values({
      supplier_id: user.supplier_id,
      job_number: jobNumber,
      kind: 'COLLECTION',
      address: 'Karl Johans gate 1',
      city: 'Oslo',
      zip_code: '0154',
      country: 'norway',
      company_name: 'Test AS',
      contact_first_name: 'Kari',
      contact_last_name: 'Nordmann',
      email: 'kari@test.example',
      phone: '+47 22 33 44 55',
      requested_date: '2031-01-07',
      recipient_name: 'Kari Nordmann',
      recipient_email: 'kari@test.example',
      idempotency_key: randomBytes(8).toString('hex'),
    })
    .returning(['id', 'job_number'])
    .executeTakeFirstOrThrow();
  await database
    .insertInto('job_expected_assets')
    .values(
      serials.map((serial, index) => ({
        supplier_id: user.supplier_id,
        job_id: job.id,
        serial_number: serial,
        line_number: index + 2,
      })),
    )
    .execute();
  return job;
}

describe('[PROVIDER] reconciliation on the command line', () => {
  it(
    'shows the missing assets and resolves them, a confirmation only with a note',
    { timeout: 120_000 },
    async () => {
      const job = await pickupWithList(['CLI-1', 'CLI-2']);
      const shown = runAdmin(['reconciliation', 'show', job.job_number], environment);
      expect(shown.code, shown.output).toBe(0);
      expect(shown.output).toContain('2 missing (2 unresolved)');
      expect(shown.output).toMatch(/CLI-1\s+unresolved/);

      const noNote = runAdmin(
        ['reconciliation', 'resolve', job.job_number, 'CLI-1', '--confirmed-missing'],
        environment,
      );
      expect(noNote.code).not.toBe(0);
      expect(noNote.output).toContain('needs a note');

      const confirmed = runAdmin(
        [
          'reconciliation',
          'resolve',
          job.id,
          'cli-1',
          '--confirmed-missing',
          '--note',
          'Not in the cage.',
        ],
        environment,
      );
      expect(confirmed.code, confirmed.output).toBe(0);
      const rows = await database
        .selectFrom('job_expected_assets')
        .select(['serial_number', 'resolution', 'resolution_note', 'resolved_by'])
        .where('job_id', '=', job.id)
        .orderBy('serial_number')
        .execute();
      expect(rows).toEqual([
        {
          serial_number: 'CLI-1',
          resolution: 'confirmed_missing',
          resolution_note: 'Not in the cage.',
          resolved_by: 'admin command line',
        },
        { serial_number: 'CLI-2', resolution: null, resolution_note: null, resolved_by: null },
      ]);
      expect(runAdmin(['reconciliation', 'show', job.job_number], environment).output).toContain(
        '2 missing (1 unresolved)',
      );
    },
  );
});
