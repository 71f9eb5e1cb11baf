import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { runAdmin } from '../test-support/admin-cli.js';
import { createUser } from '../test-support/factories.js';

describe('[PROVIDER] npm run admin -- jobs seals', () => {
  // Each step runs the real command line (a process of its own): slow on a busy machine.
  it('records the seal numbers of a job’s storage units', { timeout: 180_000 }, async () => {
    const server = new URL(inject('databaseServerUrl'));
    server.pathname = `/cli_seals_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: server.toString() };
    expect(runAdmin(['migrate'], environment).code).toBe(0);
    const database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
    try {
      const user = await createUser(database, { country: 'denmark' });
      const jobNumber = `J-2030-${String(Math.floor(Math.random() * 900000) + 100000)}`;
      await database
        .insertInto('jobs')
        .values({
          supplier_id: user.supplier_id,
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
        .execute();
      const recorded = runAdmin(
        ['jobs', 'seals', jobNumber, 'PL-2', 'PL-1', '--country', 'dk'],
        environment,
      );
      expect(recorded.output).toContain(`dk: job ${jobNumber} has 2 seal(s) (2 new): PL-1, PL-2`);
      expect(recorded.code).toBe(0);
      const missing = runAdmin(['jobs', 'seals', jobNumber, '--country', 'dk'], environment);
      expect(missing.code).toBe(2);
      expect(missing.output).toMatch(/seals takes a job number \(or id\) and seal numbers/);
    } finally {
      await database.destroy();
    }
  });
});
