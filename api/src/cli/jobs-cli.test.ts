import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase, type Database } from '../database/connections.js';
import { createUser } from '../test-support/factories.js';
import { importTestUnits, unitRow } from '../test-support/unit-factories.js';
import { runAdmin } from '../test-support/admin-cli.js';

let environment: Record<string, string>;
let database: Database;
beforeAll(() => {
  const server = new URL(inject('databaseServerUrl'));
  server.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
  environment = { DATABASE_URL: server.toString() };
  // The first command run creates and migrates the databases.
  expect(runAdmin(['jobs', 'list', '--country', 'dk'], environment).code).toBe(0);
  database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
}, 60_000);
afterAll(() => database?.destroy());

async function insertJob(supplierId: string, jobNumber: string) {
  return database
    .insertInto('jobs')
    .values({
      supplier_id: supplierId,
      job_number: jobNumber,
      kind: 'COLLECTION',
      address: 'Vesterbrogade 1',
      city: 'København',
      zip_code: '1620',
      country: 'denmark',
      company_name: 'Test ApS',
      contact_first_name: 'Mette',
      contact_last_name: 'Hansen',
      email: 'mette@test.example',
      phone: '+45 12 34 56 78',
      requested_date: '2030-01-07',
      recipient_name: 'Mette Hansen',
      recipient_email: 'mette@test.example',
      idempotency_key: randomBytes(8).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('[PROVIDER] jobs on the command line', () => {
  // Each step runs the real command line (a process of its own): slow on a busy machine.
  it(
    'moves a job forward through its statuses, never back, and links its units',
    { timeout: 180_000 },
    async () => {
      const user = await createUser(database, { country: 'denmark' });
      const jobNumber = `J-2030-${String(Math.floor(Math.random() * 900000) + 100000)}`;
      const job = await insertJob(user.supplier_id, jobNumber);
      await database
        .insertInto('job_status_events')
        .values({ job_id: job.id, status: 'ORDERED' })
        .execute();

      const listed = runAdmin(
        ['jobs', 'list', '--country', 'dk', '--status', 'ORDERED'],
        environment,
      );
      expect(listed.code).toBe(0);
      expect(listed.output).toContain(jobNumber);

      const moved = runAdmin(
        ['jobs', 'status', jobNumber, 'scheduled', '--country', 'dk'],
        environment,
      );
      expect(moved.output).toContain(
        `job ${jobNumber} is now SCHEDULED (recorded: CONFIRMED, SCHEDULED)`,
      );
      expect(moved.code).toBe(0);
      const mails = await database
        .selectFrom('email_outbox')
        .select(['template', 'subject', 'text_body'])
        .where('recipient', '=', 'mette@test.example')
        .where('text_body', 'like', `%${jobNumber}%`)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ template: 'assignment_status' });
      expect(mails[0]?.subject).toBe(`${jobNumber}: Scheduled`);
      expect(mails[0]?.text_body).toContain(`/services/${job.id}`);
      const repeated = runAdmin(
        ['jobs', 'status', jobNumber, 'SCHEDULED', '--country', 'dk'],
        environment,
      );
      expect(repeated.output).toContain(`job ${jobNumber} is SCHEDULED already; nothing changed.`);
      expect(repeated.code).toBe(0);
      const back = runAdmin(
        ['jobs', 'status', job.id, 'CONFIRMED', '--country', 'dk'],
        environment,
      );
      expect(back.code).toBe(1);
      expect(back.output).toMatch(/only moves forward/);
      const unknown = runAdmin(
        ['jobs', 'status', 'J-1999-000001', 'CONFIRMED', '--country', 'dk'],
        environment,
      );
      expect(unknown.code).toBe(1);
      expect(unknown.output).toMatch(/No job J-1999-000001/);
      const badStatus = runAdmin(
        ['jobs', 'status', jobNumber, 'LOST', '--country', 'dk'],
        environment,
      );
      expect(badStatus.code).toBe(2);
      expect(badStatus.output).toMatch(/The status must be one of ORDERED, CONFIRMED/);

      const rows = [unitRow(), unitRow()];
      await importTestUnits(database, user.supplier_id, rows);
      const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'serials-')), 'serials.txt');
      await writeFile(file, `${rows[1]!.serial_number}\nNOT-A-UNIT\n`);
      const linked = runAdmin(
        [
          'jobs',
          'link-units',
          jobNumber,
          rows[0]!.serial_number!,
          '--file',
          file,
          '--country',
          'dk',
        ],
        environment,
      );
      expect(linked.code).toBe(0);
      expect(linked.output).toContain(`linked 2 unit(s) to job ${jobNumber}`);
      expect(linked.output).toContain('NOT-A-UNIT');
      const units = await database
        .selectFrom('processed_units')
        .select('job_number')
        .where('supplier_id', '=', user.supplier_id)
        .execute();
      expect(units.map((unit) => unit.job_number)).toEqual([jobNumber, jobNumber]);
      const events = await database
        .selectFrom('job_status_events')
        .select('status')
        .where('job_id', '=', job.id)
        .orderBy('id')
        .execute();
      expect(events.map((event) => event.status)).toEqual(['ORDERED', 'CONFIRMED', 'SCHEDULED']);
    },
  );

  it('explains itself', { timeout: 60_000 }, () => {
    expect(runAdmin(['jobs', '--help']).output).toMatch(/jobs status <job number or id> <STATUS>/);
    const noAction = runAdmin(['jobs'], environment);
    expect(noAction.code).toBe(2);
    expect(noAction.output).toMatch(/Name an action: list, status, link-units or seals/);
  });
});
