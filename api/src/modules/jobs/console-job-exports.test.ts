import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
let company: string;
beforeAll(async () => {
  server = await startTestServer();
  // Support reads the board, so it reads its file too.
  supportToken = await staffSession(server, 'support');
  company = `Boardexport ${randomUUID().slice(0, 8)} AS`;
  const supplier = await createSupplier(server.databases.no, { company });
  // More than one batch of the export (1,000 rows), with statuses, kinds and days mixed.
  await sql`
    insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
      company_name, contact_first_name, contact_last_name, email, phone, requested_date,
      recipient_name, recipient_email, idempotency_key, unresolved_missing_assets)
    select ${supplier.id}, 'CX' || ${supplier.id.slice(0, 6)} || lpad(i::text, 5, '0'),
      case when i % 2 = 0 then 'COLLECTION' else 'DELIVERY' end,
      (array['ORDERED','CONFIRMED','SCHEDULED','COMPLETED'])[1 + i % 4],
      'Street ' || i, 'Oslo', '0150', 'norway', ${company}, 'Kari', 'Nordmann',
      'kari@test.example', '+47 900 00 000', date '2026-03-02' + (i % 90), 'Kari Nordmann',
      'kari@test.example', ${supplier.id} || i, i % 3
    from generate_series(1, 1400) as i`.execute(server.databases.no);
});
afterAll(() => server.close());

interface BoardJob {
  job_number: string;
  status: string;
}

const boardQuery = /* GraphQL */ `
  query console_jobs(
    $statuses: [JobStatus!]
    $text: String
    $from: String
    $to: String
    $page: Int
    $sort: ConsoleJobSort
    $direction: SortDirection
  ) {
    console_jobs(
      statuses: $statuses
      text: $text
      from: $from
      to: $to
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        job_number
        status
      }
    }
  }
`;

/** The board's rows, every page, as staff see them with these filters and order. */
const boardRows = (variables: Record<string, unknown>) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<{ console_jobs: { total: number; items: BoardJob[] } }>({
      query: boardQuery,
      variables: { ...variables, page },
      token: supportToken,
    });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data.console_jobs;
  });

describe("the console's jobs board as a file", () => {
  it('holds exactly the filtered board, in its order, past one batch', async () => {
    const filter = { text: company, statuses: ['ORDERED', 'SCHEDULED', 'COMPLETED'] };
    const shown = await boardRows({ ...filter, sort: 'status', direction: 'DESC' });
    expect(shown.length).toBe(1050);
    const query = `text=${encodeURIComponent(company)}&statuses=ORDERED,SCHEDULED,COMPLETED&sort=status&direction=desc&language=en`;
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/jobs.csv?${query}`,
      supportToken,
    );
    expect(rows[0]).toEqual([
      'Job number',
      'Type',
      'Customer',
      'Recipient name',
      'City',
      'Requested date',
      'Status',
      'Missing assets',
      'Ordered',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((job) => job.job_number));
    expect(rows[1]?.[6]).toBe('Completed');

    const xlsx = await consoleXlsx(
      server,
      `/api/console/no/exports/jobs.xlsx?${query}`,
      supportToken,
    );
    expect(xlsx.name).toBe('Jobs');
    expect(xlsx.rows).toHaveLength(shown.length + 1);
    expect(xlsx.rows.at(-1)?.[0]).toBe(shown.at(-1)?.job_number);
  });

  it('narrows by requested days and orders by number, in Finnish', async () => {
    const filter = { text: company, from: '2026-03-10', to: '2026-03-12' };
    const shown = await boardRows({ ...filter, sort: 'job_number', direction: 'ASC' });
    expect(shown.length).toBeGreaterThan(0);
    const query = `text=${encodeURIComponent(company)}&from=2026-03-10&to=2026-03-12&sort=job_number&direction=asc&language=fi`;
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/jobs.csv?${query}`,
      supportToken,
    );
    expect(rows[0]).toEqual([
      'Toimeksiannon numero',
      'Tyyppi',
      'Asiakas',
      'Vastaanottajan nimi',
      'Kaupunki',
      'Toivottu päivä',
      'Tila',
      'Puuttuvat laitteet',
      'Tilattu',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((job) => job.job_number));
    expect(new Set(rows.slice(1).map((row) => row[5]))).toEqual(
      new Set(['2026-03-10', '2026-03-11', '2026-03-12']),
    );
  });

  it('is refused to anyone but this country’s staff, and for a query the board refuses', async () => {
    await expectConsoleExportRefusals(server, '/api/console/no/exports/jobs.csv');
    for (const query of ['statuses=LOST', 'sort=price', 'from=2026-02-30', 'direction=up']) {
      const response = await consoleExport(
        server,
        `/api/console/no/exports/jobs.csv?${query}`,
        supportToken,
      );
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'BAD_USER_INPUT' } });
    }
  });
});
