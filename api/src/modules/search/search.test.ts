import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { createSettlement } from '../../test-support/settlement-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Found {
  kind: string;
  label: string;
  secondary_text: string | null;
  exact: boolean;
  target_id: string;
  supplier_id: string | null;
  settlement_period_type: string | null;
}

const search = (token: string, text: string, country: 'no' | 'dk' = 'no', supplierId?: string) =>
  server.graphql<{ search_portal: Found[] }>({
    query: `query search_portal($text: String!, $supplier_id: ID) {
      search_portal(text: $text, supplier_id: $supplier_id) {
        kind label secondary_text exact target_id supplier_id settlement_period_type
      }
    }`,
    token,
    variables: { text, supplier_id: supplierId },
    country,
  });

async function found(token: string, text: string, country: 'no' | 'dk' = 'no') {
  const response = await search(token, text, country);
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.search_portal ?? [];
}

/** A certificate of destruction issued to the supplier, by SQL (its making is tested elsewhere). */
async function insertCertificate(database: Database, supplierId: string, number: string) {
  const row = await sql<{ id: string }>`
    insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
      date_to, date_column, language, download_key, status, certificate_number, units_total,
      completed_at)
    values (${supplierId}, 'Test User', ${randomUUID()}, 'CERTIFICATE_OF_DESTRUCTION',
      'Certificate', '2026-01-01', '2026-01-31', 'COMPLETED_DATE', 'en',
      md5(${number}) || md5('key'), 'READY', ${number}, 3, now())
    returning id`.execute(database);
  return row.rows[0]!.id;
}

/** A master account (with one department) and its admin's token; the texts are unique. */
async function searcher(options: { hasReportAccess?: boolean; language?: string } = {}) {
  const database = server.databases.no;
  const { master, subSuppliers } = await createSupplierGroup(database, 1);
  const user = await createUser(database, {
    supplier_id: master.id,
    has_report_access: options.hasReportAccess ?? true,
    language: options.language ?? 'en',
  });
  return {
    database,
    master,
    department: subSuppliers[0]!,
    token: await signIn(server, user),
    unique: randomUUID().slice(0, 8).toUpperCase(),
  };
}

describe('search everywhere', () => {
  it('finds a unit, a job, a certificate, a settlement and a kind of report', async () => {
    const { database, master, department, token, unique } = await searcher();
    const serial = `SRCH-${unique}-1`;
    await importTestUnits(database, department.id, [unitRow({ serial_number: serial })]);
    const job = await orderTestJob(server, token);
    const certificateNumber = `COD-${unique}`;
    const certificateId = await insertCertificate(database, master.id, certificateNumber);
    const settlement = await createSettlement(database, server, {
      supplierId: master.id,
      settlementNumber: `STL-${unique}`,
      periodType: 'quarterly',
      periodStart: '2026-07-01',
    });

    const [unit] = await found(token, serial.toLowerCase());
    expect(unit).toMatchObject({
      kind: 'UNIT',
      label: serial,
      exact: true,
      supplier_id: department.id,
      secondary_text: 'Lenovo ThinkPad T14 · JOB-1001',
    });
    // The job number as people say it, in lower case.
    expect((await found(token, job.job_number.toLowerCase()))[0]).toMatchObject({
      kind: 'JOB',
      label: job.job_number,
      target_id: job.id,
      exact: true,
    });
    expect(await found(token, certificateNumber)).toEqual([
      expect.objectContaining({ kind: 'CERTIFICATE', target_id: certificateId, exact: true }),
    ]);
    expect(await found(token, `stl-${unique.toLowerCase()}`)).toEqual([
      expect.objectContaining({
        kind: 'SETTLEMENT',
        target_id: settlement.id,
        settlement_period_type: 'quarterly',
      }),
    ]);
    expect(await found(token, 'sustainab')).toEqual([
      expect.objectContaining({ kind: 'REPORT', label: 'Sustainability report' }),
    ]);
  });

  it('names the kinds of report in the reader’s language', async () => {
    const { token } = await searcher({ language: 'fi' });
    const reports = (await found(token, 'raport')).filter((result) => result.kind === 'REPORT');
    expect(reports.map((result) => result.label)).toContain('Kestävyysraportti');
  });

  it('ranks exact matches first, then by kind and number, at most five of a kind', async () => {
    const { database, master, token, unique } = await searcher();
    const text = `RANK-${unique}`;
    const serials = [`${text}-7`, `${text}-1`, `${text}-3`, `${text}-2`, `${text}-6`, `${text}-5`];
    await importTestUnits(
      database,
      master.id,
      serials.map((serial) => unitRow({ serial_number: serial })),
    );
    await createSettlement(database, server, { supplierId: master.id, settlementNumber: text });
    await insertCertificate(database, master.id, `${text}-9`);

    const results = await found(token, text);
    expect(results.map((result) => [result.kind, result.label, result.exact])).toEqual([
      ['SETTLEMENT', text, true],
      ['UNIT', `${text}-1`, false],
      ['UNIT', `${text}-2`, false],
      ['UNIT', `${text}-3`, false],
      ['UNIT', `${text}-5`, false],
      ['UNIT', `${text}-6`, false],
      ['CERTIFICATE', `${text}-9`, false],
    ]);
  });

  it('matches the text literally, LIKE wildcards included', async () => {
    const { database, master, token, unique } = await searcher();
    await importTestUnits(database, master.id, [unitRow({ serial_number: `WILD-${unique}` })]);
    expect(await found(token, `WILD_${unique}`)).toEqual([]);
    expect(await found(token, `%${unique}`)).toEqual([]);
  });

  it("never returns another supplier's or another country's rows", async () => {
    const { database, token, unique } = await searcher();
    const text = `MINE-${unique}`;
    const other = await createSupplier(database);
    const otherUser = await createUser(database, { supplier_id: other.id });
    await importTestUnits(database, other.id, [unitRow({ serial_number: `${text}-OTHER` })]);
    await createSettlement(database, server, { supplierId: other.id, settlementNumber: text });
    await insertCertificate(database, other.id, `${text}-COD`);
    const otherJob = await orderTestJob(server, await signIn(server, otherUser));
    const danish = await createSupplier(server.databases.dk);
    await importTestUnits(server.databases.dk, danish.id, [
      unitRow({ serial_number: `${text}-DK` }),
    ]);

    expect(await found(token, text)).toEqual([]);
    expect(await found(token, otherJob.job_number)).toEqual([]);
    // The same token in another country's API is refused outright.
    expect(errorCodeOf(await search(token, text, 'dk'))).toBe('UNAUTHENTICATED');
    // Naming the other supplier reveals nothing either.
    expect(errorCodeOf(await search(token, text, 'no', other.id))).toBe('NOT_FOUND');
  });

  it('keeps certificates, settlements and reports from users without report access', async () => {
    const { database, master, token, unique } = await searcher({ hasReportAccess: false });
    const text = `MONEY-${unique}`;
    await importTestUnits(database, master.id, [unitRow({ serial_number: `${text}-1` })]);
    await createSettlement(database, server, { supplierId: master.id, settlementNumber: text });
    await insertCertificate(database, master.id, `${text}-2`);
    expect((await found(token, text)).map((result) => result.kind)).toEqual(['UNIT']);
    expect(await found(token, 'report')).toEqual([]);
  });

  it('narrows to one company of the group', async () => {
    const { database, master, department, token, unique } = await searcher();
    const text = `GROUP-${unique}`;
    await importTestUnits(database, master.id, [unitRow({ serial_number: `${text}-M` })]);
    await importTestUnits(database, department.id, [unitRow({ serial_number: `${text}-D` })]);
    expect((await found(token, text)).map((result) => result.label)).toEqual([
      `${text}-D`,
      `${text}-M`,
    ]);
    const narrowed = await search(token, text, 'no', department.id);
    expect(narrowed.body.data?.search_portal.map((result) => result.label)).toEqual([`${text}-D`]);
  });

  it.each([
    ['a single character', 'A'],
    ['only spaces', '    '],
    ['over 100 characters', 'A'.repeat(101)],
    ['a control character', 'AB\u0007C'],
  ])('refuses %s with BAD_USER_INPUT', async (_case, text) => {
    const { token } = await searcher();
    const response = await search(token, text);
    expect(response.status).toBe(200);
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(/characters/);
  });
});
