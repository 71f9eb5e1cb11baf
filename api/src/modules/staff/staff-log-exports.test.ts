import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff } from '../../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let administratorToken: string;
let tag: string;
let company: string;
beforeAll(async () => {
  server = await startTestServer();
  administratorToken = await staffSession(server, 'administrator');
  tag = `Loggexport${randomUUID().slice(0, 8)}`;
  const database = server.databases.no;
  const member = await createTestStaff(server, { role: 'account_manager', name: `Eva ${tag}` });
  company = `${tag} Kunde AS`;
  const supplier = await createSupplier(database, { company });
  // Three days in Oslo time, several entries a day (ties in time are ordered by id).
  const entries = [
    ['2026-04-01T08:00:00Z', 'sign_in.succeeded', null, null],
    ['2026-04-01T09:30:00Z', 'document.uploaded', 'Packing guide', null],
    ['2026-04-02T10:00:00Z', 'job.status_changed', 'J-1001', supplier.id],
    ['2026-04-02T10:00:00Z', 'customer_user.invited', 'kari@test.example', supplier.id],
    ['2026-04-03T21:30:00Z', 'mail.retried', 'kari@test.example', supplier.id],
    ['2026-04-03T23:30:00Z', 'sign_in.failed', null, null],
  ] as const;
  for (const [occurredAt, action, label, supplierId] of entries) {
    await database
      .insertInto('staff_audit_events')
      .values({
        occurred_at: new Date(occurredAt),
        staff_id: member.id,
        staff_name: `Eva ${tag}`,
        action,
        target_type: label ? 'thing' : null,
        target_label: label,
        supplier_id: supplierId,
        details: JSON.stringify({}),
        ip_address: '192.0.2.10',
      })
      .execute();
  }
});
afterAll(() => server.close());

interface Entry {
  occurred_at: string;
  action: string;
}

const logQuery = /* GraphQL */ `
  query console_staff_log($text: String, $action: String, $from: String, $to: String, $page: Int) {
    console_staff_log(
      text: $text
      action: $action
      from: $from
      to: $to
      page: $page
      page_size: 100
    ) {
      total
      items {
        occurred_at
        action
      }
    }
  }
`;

const logRows = (variables: Record<string, unknown>) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<{ console_staff_log: { total: number; items: Entry[] } }>({
      query: logQuery,
      variables: { ...variables, page },
      token: administratorToken,
    });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data.console_staff_log;
  });

const path = (format: string, query: string) =>
  `/api/console/no/exports/staff-log.${format}?${query}`;

describe('the staff log as a file', () => {
  it('holds the entries the filters find, newest first, with Finnish headers', async () => {
    const shown = await logRows({ text: tag });
    expect(shown).toHaveLength(6);
    const rows = await consoleCsv(
      server,
      path('csv', `text=${tag}&language=fi`),
      administratorToken,
    );
    expect(rows[0]).toEqual(['Aika', 'Henkilö', 'Toiminto', 'Koskee', 'Asiakas', 'IP-osoite']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((entry) => entry.occurred_at));
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [`Eva ${tag}`, 'Kirjautuminen epäonnistui', '', '', '192.0.2.10'],
      [
        `Eva ${tag}`,
        'Lähetti epäonnistuneen sähköpostin uudelleen',
        'kari@test.example',
        company,
        '192.0.2.10',
      ],
      [`Eva ${tag}`, 'Kutsui asiakkaan käyttäjän', 'kari@test.example', company, '192.0.2.10'],
      [`Eva ${tag}`, 'Siirsi toimeksiannon eteenpäin', 'J-1001', company, '192.0.2.10'],
      [`Eva ${tag}`, 'Lähetti asiakirjan', 'Packing guide', '', '192.0.2.10'],
      [`Eva ${tag}`, 'Kirjautui sisään', '', '', '192.0.2.10'],
    ]);
    const xlsx = await consoleXlsx(
      server,
      path('xlsx', `text=${tag}&language=fi`),
      administratorToken,
    );
    expect(xlsx.name).toBe('Henkilöstöloki');
    expect(xlsx.rows).toHaveLength(7);
  });

  it('narrows by action and by local days, as the page does', async () => {
    // 2026-04-03T23:30Z is already 4 April in Oslo: not among the days asked for.
    const days = { text: tag, from: '2026-04-02', to: '2026-04-03' };
    const shown = await logRows(days);
    expect(shown).toHaveLength(3);
    const rows = await consoleCsv(
      server,
      path('csv', `text=${tag}&from=2026-04-02&to=2026-04-03&language=en`),
      administratorToken,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((entry) => entry.occurred_at));
    const moved = await consoleCsv(
      server,
      path('csv', `text=${tag}&action=job.status_changed&language=en`),
      administratorToken,
    );
    expect(moved.slice(1).map((row) => row[2])).toEqual(['Moved a job on']);
  });

  it('is for administrators only, as the page, and refuses a malformed filter', async () => {
    await expectConsoleExportRefusals(server, path('csv', ''));
    for (const role of ['account_manager', 'support'] as const) {
      const response = await consoleExport(
        server,
        path('csv', `text=${tag}`),
        await staffSession(server, role),
      );
      expect(response.status, role).toBe(403);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    for (const query of ['action=DROP TABLE', 'from=yesterday']) {
      const response = await consoleExport(server, path('csv', query), administratorToken);
      expect(response.status, query).toBe(400);
    }
  });
});
