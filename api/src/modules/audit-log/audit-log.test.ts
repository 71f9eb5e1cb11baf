import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordAuditEvent } from './service.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const { read, entriesOf, exportCsv } = auditLogRequests(() => server);

/** An entry written straight into the table at a chosen time (the service always uses now). */
async function entryAt(
  supplierId: string,
  occurredAt: string,
  values: { action?: string; actorId?: string; name?: string } = {},
): Promise<void> {
  await database
    .insertInto('audit_log')
    .values({
      supplier_id: supplierId,
      occurred_at: new Date(occurredAt),
      actor_type: 'user',
      actor_id: values.actorId ?? null,
      actor_name: values.name ?? 'Someone',
      action: values.action ?? 'job.ordered',
    })
    .execute();
}

/** A master account, one sub-supplier, an admin of the master and their token. */
async function group() {
  const { master, subSuppliers } = await createSupplierGroup(database, 1);
  const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
  return { master, sub: subSuppliers[0]!, admin, token: await signIn(server, admin) };
}

describe('reading the audit log', () => {
  it('pages newest first and filters by person, action and period', async () => {
    const { master, admin, token } = await group();
    const person = await createUser(database, { supplier_id: master.id });
    for (let day = 1; day <= 9; day += 1) {
      await entryAt(master.id, `2026-10-0${day}T10:00:00Z`, {
        actorId: day % 3 === 0 ? person.id : admin.id,
        action: day % 2 === 0 ? 'report.ordered' : 'job.ordered',
      });
    }
    const filter = { from: '2026-10-01', to: '2026-10-09' };
    const first = await read(token, { filter, page: 1, page_size: 4 });
    const second = await read(token, { filter, page: 3, page_size: 4 });
    expect(first.body.data?.get_audit_log.total).toBe(9);
    const times = first.body.data!.get_audit_log.entries.map((entry) => entry.occurred_at);
    expect(times).toEqual([
      '2026-10-09T10:00:00.000Z',
      '2026-10-08T10:00:00.000Z',
      '2026-10-07T10:00:00.000Z',
      '2026-10-06T10:00:00.000Z',
    ]);
    expect(second.body.data!.get_audit_log.entries.map((entry) => entry.occurred_at)).toEqual([
      '2026-10-01T10:00:00.000Z',
    ]);

    const byPerson = await entriesOf(token, 'job.ordered', { ...filter, actor_id: person.id });
    expect(byPerson.map((entry) => entry.occurred_at)).toEqual([
      '2026-10-09T10:00:00.000Z',
      '2026-10-03T10:00:00.000Z',
    ]);
    // Days are local days (Europe/Oslo): 2026-10-05 ends at 22:00 UTC.
    const period = await entriesOf(token, 'report.ordered', {
      from: '2026-10-04',
      to: '2026-10-06',
    });
    expect(period.map((entry) => entry.occurred_at)).toEqual([
      '2026-10-06T10:00:00.000Z',
      '2026-10-04T10:00:00.000Z',
    ]);
    expect(errorCodeOf(await read(token, { filter: { action: 'nothing.known' } }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows a master account admin the group or one company, never another group', async () => {
    const { master, sub, token } = await group();
    const other = await group();
    await entryAt(master.id, '2026-10-01T10:00:00Z');
    await entryAt(sub.id, '2026-10-02T10:00:00Z');
    await entryAt(other.master.id, '2026-10-03T10:00:00Z');
    const whole = await entriesOf(token, 'job.ordered');
    expect(whole.map((entry) => entry.supplier_id)).toEqual([sub.id, master.id]);
    const one = await entriesOf(token, 'job.ordered', { supplier_id: sub.id });
    expect(one.map((entry) => entry.supplier_id)).toEqual([sub.id]);
    const foreign = await read(token, { filter: { supplier_id: other.master.id } });
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');
    expect(errorCodeOf(await read(token, { filter: { supplier_id: 'not-an-id' } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses users who are not admins, and the signed-out', async () => {
    const { master } = await group();
    const user = await createUser(database, { supplier_id: master.id, is_admin: false });
    const token = await signIn(server, user);
    expect(errorCodeOf(await read(token))).toBe('FORBIDDEN');
    expect(errorCodeOf(await read(''))).toBe('UNAUTHENTICATED');
    expect((await exportCsv(token)).status).toBe(403);
    expect((await exportCsv('')).status).toBe(401);
  });

  it('hides entries past retention', async () => {
    const { master, token } = await group();
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    await database.executeQuery(
      sql`select audit_log_create_partition(${old.toISOString().slice(0, 10)}::date)`.compile(
        database,
      ),
    );
    await entryAt(master.id, old.toISOString());
    await entryAt(master.id, new Date().toISOString());
    expect(await entriesOf(token, 'job.ordered')).toHaveLength(1);
  });
});

describe('the export', () => {
  it('streams exactly what the filters show, every entry, translated', async () => {
    const { master, sub, token } = await group();
    // 2,500 entries a minute apart from 2026-09-01 (more than one batch of the export).
    await sql`insert into audit_log (supplier_id, occurred_at, actor_type, actor_name, action)
      select ${sub.id}::uuid, '2026-09-01T00:00:00Z'::timestamptz + make_interval(mins => minute),
        'user', case when minute = 0 then '=HYPERLINK("x")' else 'Person ' || minute end,
        'job.ordered'
      from generate_series(0, 2499) as minute`.execute(database);
    await entryAt(master.id, '2026-09-01T12:00:00Z');
    await entryAt(sub.id, '2026-09-01T12:00:00Z', { action: 'report.ordered' });
    const response = await exportCsv(token, {
      supplier_id: sub.id,
      action: 'job.ordered',
      from: '2026-09-01',
      to: '2026-09-30',
      language: 'no',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?audit-log-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tidspunkt,Selskap,Utført av,E-postadresse,Handling,Gjelder,IP-adresse,Nettleser,Detaljer',
    );
    expect(lines).toHaveLength(2_501);
    expect(
      lines.every((line, index) => index === 0 || line.includes('Bestilte henting eller levering')),
    ).toBe(true);
    // Formula text is never run by a spreadsheet.
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('refuses a company outside the admin’s group and a bad filter', async () => {
    const { token } = await group();
    const other = await group();
    expect((await exportCsv(token, { supplier_id: other.master.id })).status).toBe(404);
    expect((await exportCsv(token, { action: 'nothing.known' })).status).toBe(400);
    expect((await exportCsv(token, {}, 'dk')).status).toBe(401);
  });
});

describe('the table', () => {
  it('refuses update, delete and truncate, of the table and of a month', async () => {
    const { master } = await group();
    await entryAt(master.id, new Date().toISOString());
    const month = `audit_log_${new Date().toISOString().slice(0, 7).replace('-', '_')}`;
    const refused = async (statement: string) =>
      sql
        .raw(statement)
        .execute(database)
        .then(
          () => 'allowed',
          (error: Error) => error.message,
        );
    for (const statement of [
      `update audit_log set action = 'job.ordered' where supplier_id = '${master.id}'`,
      `delete from audit_log where supplier_id = '${master.id}'`,
      `update ${month} set actor_name = 'x' where supplier_id = '${master.id}'`,
      `delete from ${month} where supplier_id = '${master.id}'`,
      'truncate audit_log',
      `truncate ${month}`,
      'truncate audit_log_default',
    ]) {
      expect(await refused(statement), statement).toMatch(/append-only/);
    }
    const kept = await database
      .selectFrom('audit_log')
      .select('id')
      .where('supplier_id', '=', master.id)
      .where('action', '=', 'job.ordered')
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('does not break the change it records when recording fails', async () => {
    const { master } = await group();
    const invalid = { supplierId: master.id, actor: { type: 'system' } } as const;
    const supplierName = await database.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('suppliers')
        .set({ company: 'Renamed in a transaction AS' })
        .where('id', '=', master.id)
        .execute();
      // The action name breaks the table's check: the insert fails, the transaction goes on.
      await recordAuditEvent(transaction, { ...invalid, action: 'Not an action' as 'job.ordered' });
      return transaction
        .selectFrom('suppliers')
        .select('company')
        .where('id', '=', master.id)
        .executeTakeFirstOrThrow();
    });
    expect(supplierName.company).toBe('Renamed in a transaction AS');
  });
});
