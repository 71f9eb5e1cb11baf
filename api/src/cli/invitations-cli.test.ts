import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase, type Database } from '../database/connections.js';
import { runAdmin as runAdminCommand } from '../test-support/admin-cli.js';

const runAdmin = (argumentsList: string[], environment: Record<string, string> = {}) =>
  runAdminCommand(argumentsList, { PUBLIC_URL: 'https://portal.example', ...environment });

const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let environment: Record<string, string>;
let database: Database;
beforeAll(() => {
  const server = new URL(inject('databaseServerUrl'));
  server.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
  environment = { DATABASE_URL: server.toString() };
  // The first command run creates and migrates the databases.
  expect(runAdmin(['access-requests', 'list'], environment).code).toBe(0);
  database = createDatabase(countryDatabaseUrl(server.toString(), 'se'), 1);
}, 60_000);
afterAll(() => database?.destroy());

describe('[PROVIDER] suppliers and invitations on the command line', () => {
  it('explains each command with --help and refuses bad calls with clear errors', () => {
    const help = runAdmin(['--help']);
    expect(help.output).toMatch(/create-supplier/);
    expect(help.output).toMatch(/invite /);
    expect(runAdmin(['invite', '--help']).output).toMatch(/--supplier <id> --country <no\|dk\|se>/);
    expect(runAdmin(['create-supplier', '--help']).output).toMatch(/--company <name>/);
    expect(runAdmin(['access-requests', '--help']).output).toMatch(/approve <id> \[--supplier/);

    const noEmail = runAdmin(['invite', '--supplier', 'x', '--country', 'se']);
    expect(noEmail.code).toBe(2);
    expect(noEmail.output).toMatch(/--email is required/);
    const badEmail = runAdmin(['invite', '--email', 'nope', '--supplier', 'x', '--country', 'se']);
    expect(badEmail.output).toMatch(/--email is not a valid e-mail address/);
    const badSupplier = runAdmin([
      'invite',
      '--email',
      'a@b.se',
      '--supplier',
      'x',
      '--country',
      'se',
    ]);
    expect(badSupplier.output).toMatch(/--supplier must be a supplier id/);
    const badCountry = runAdmin([
      'invite',
      '--email',
      'a@b.se',
      '--supplier',
      '00000000-0000-4000-8000-000000000000',
      '--country',
      'fi',
    ]);
    expect(badCountry.code).toBe(2);
    expect(badCountry.output).toMatch(/--country must be one of no, dk, se/);
    expect(runAdmin(['create-supplier', '--country', 'se']).output).toMatch(
      /--company is required/,
    );
    expect(
      runAdmin([
        'create-supplier',
        '--company',
        'X',
        '--country',
        'se',
        '--master',
        '--parent',
        'y',
      ]).code,
    ).toBe(2);
  }, 60_000);

  it('creates suppliers and invites a user, who gets a mail with the link', async () => {
    const master = runAdmin(
      [
        'create-supplier',
        '--company',
        'Nordic Group AB',
        '--country',
        'se',
        '--org-number',
        '556000-0001',
        '--master',
      ],
      environment,
    );
    expect(master.code).toBe(0);
    expect(master.output).toMatch(/se: created master account .* "Nordic Group AB"/);
    const masterId = idPattern.exec(master.output)![0];
    const sub = runAdmin(
      [
        'create-supplier',
        '--company',
        'Nordic Stockholm AB',
        '--country',
        'se',
        '--parent',
        masterId,
      ],
      environment,
    );
    expect(sub.output).toContain(`sub-supplier of ${masterId}`);
    const subId = idPattern.exec(sub.output.replace(masterId, ''))![0];
    const notMaster = runAdmin(
      ['create-supplier', '--company', 'Deeper AB', '--country', 'se', '--parent', subId],
      environment,
    );
    expect(notMaster.code).toBe(1);
    expect(notMaster.output).toMatch(/is not a master account/);

    const email = `anna-${randomBytes(3).toString('hex')}@nordic.example`;
    const invited = runAdmin(
      [
        'invite',
        '--email',
        email,
        '--supplier',
        masterId,
        '--country',
        'se',
        '--first-name',
        'Anna',
        '--language',
        'se',
        '--admin',
        '--report-access',
      ],
      environment,
    );
    expect(invited.code).toBe(0);
    expect(invited.output).toMatch(new RegExp(`se: invited ${email}`));
    const user = await database
      .selectFrom('users')
      .select(['status', 'is_admin', 'has_report_access', 'country', 'language', 'supplier_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      status: 'invited',
      is_admin: true,
      has_report_access: true,
      country: 'sweden',
      language: 'se',
      supplier_id: masterId,
    });
    const mail = await database
      .selectFrom('email_outbox')
      .select(['text_body', 'subject'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Du är inbjuden till kundportalen');
    expect(mail.text_body).toMatch(
      /https:\/\/portal\.example\/register\/[A-Za-z0-9_-]{43}\?location=se/,
    );

    const unknownSupplier = runAdmin(
      [
        'invite',
        '--email',
        'x@y.se',
        '--supplier',
        '00000000-0000-4000-8000-000000000000',
        '--country',
        'se',
      ],
      environment,
    );
    expect(unknownSupplier.code).toBe(1);
    expect(unknownSupplier.output).toMatch(
      /No supplier 00000000-0000-4000-8000-000000000000 in se/,
    );
  }, 60_000);

  it('approves an access request: a new supplier, its requester invited as admin', async () => {
    const email = `erik-${randomBytes(3).toString('hex')}@fika.example`;
    const { id } = await database
      .insertInto('access_requests')
      .values({
        company_name: 'Fika IT AB',
        org_number: '556677-8899',
        first_name: 'Erik',
        last_name: 'Lund',
        phone: '+46 70 123 45 67',
        email,
        language: 'se',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const approved = runAdmin(['access-requests', 'approve', id], environment);
    expect(approved.code).toBe(0);
    expect(approved.output).toMatch(new RegExp(`se: request ${id} approved; created supplier`));
    const user = await database
      .selectFrom('users')
      .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
      .select([
        'users.status',
        'users.is_admin',
        'users.first_name',
        'users.phone',
        'suppliers.company',
        'suppliers.org_number',
      ])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      status: 'invited',
      is_admin: true,
      first_name: 'Erik',
      phone: '+46 70 123 45 67',
      company: 'Fika IT AB',
      org_number: '556677-8899',
    });
    const request = await database
      .selectFrom('access_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('approved');
    const again = runAdmin(['access-requests', 'approve', id], environment);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/No pending access request/);
    expect(runAdmin(['access-requests', 'approve', id, '--supplier', 'x'], environment).code).toBe(
      2,
    );
  }, 60_000);
});
