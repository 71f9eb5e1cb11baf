import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase } from '../database/connections.js';
import { runAdmin } from '../test-support/admin-cli.js';

describe('[PROVIDER] admin command line', () => {
  it('lists its commands with --help and refuses unknown commands and options', () => {
    const help = runAdmin(['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toMatch(/seed-demo/);
    expect(runAdmin(['no-such-command']).code).toBe(2);
    const badOption = runAdmin(['seed-demo', '--country', 'xx']);
    expect(badOption.code).toBe(2);
    expect(badOption.output).toMatch(/--country must be one of no, dk, se/);
  });

  it('seeds the demo data of one country once, on any PostgreSQL named by DATABASE_URL', () => {
    const server = new URL(inject('databaseServerUrl'));
    server.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: server.toString() };

    const first = runAdmin(['seed-demo', '--country', 'se'], environment);
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/se: demo data added; logins: user@demo.se/);
    const second = runAdmin(['seed-demo', '--country', 'se'], environment);
    expect(second.output).toMatch(/se: has suppliers already; nothing changed/);
  });

  it('lists pending access requests and rejects one', async () => {
    const server = new URL(inject('databaseServerUrl'));
    server.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: server.toString() };
    // The first run creates and migrates the databases.
    expect(runAdmin(['access-requests', 'list'], environment).output).toMatch(/0 request\(s\)/);
    const database = createDatabase(countryDatabaseUrl(server.toString(), 'dk'), 1);
    try {
      const { id } = await database
        .insertInto('access_requests')
        .values({
          company_name: 'Hygge IT ApS',
          org_number: '12345678',
          first_name: 'Mette',
          last_name: 'Jensen',
          phone: '+45 12 34 56 78',
          email: 'mette@hygge.example',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const pending = runAdmin(['access-requests', 'list', '--status', 'pending'], environment);
      expect(pending.code).toBe(0);
      expect(pending.output).toContain(`${id}  dk  pending`);
      expect(pending.output).toContain('Hygge IT ApS (12345678)');
      const rejected = runAdmin(['access-requests', 'reject', id], environment);
      expect(rejected.output).toContain(`dk: request ${id} rejected.`);
      expect(runAdmin(['access-requests', 'reject', id], environment).code).toBe(1);
      const after = runAdmin(['access-requests', 'list', '--status', 'pending'], environment);
      expect(after.output).not.toContain(id);
      expect(runAdmin(['access-requests', 'list', '--status', 'maybe'], environment).code).toBe(2);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});
