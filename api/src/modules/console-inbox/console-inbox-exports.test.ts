import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFailedMail,
  createFailingEndpoint,
  createWebhookCustomer,
} from '../../test-support/console-inbox-factories.js';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

// The shared databases: every list and file is narrowed by this file's own prefix.
let server: TestServer;
let supportToken: string;
/** A Danish member's pages sort text as Danish does, as the Danish file does. */
let danishReaderToken: string;
let prefix: string;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  supportToken = await staffSession(server, 'support');
  danishReaderToken = await staffSession(server, 'support', 'no', 'da');
  prefix = `inboxfile${randomUUID().slice(0, 8)}`;
  const no = server.databases.no;
  for (const [name, attempts] of [
    ['aa', 4],
    ['be', 25],
    ['ce', 9],
  ] as const) {
    await createFailedMail(no, {
      recipient: `${name}-${prefix}@test.example`,
      subject: `Report ${name} ready`,
      attempts,
    });
  }
  await createFailedMail(server.databases.dk, { recipient: `danish-${prefix}@test.example` });

  const url = (path: string) => `http://127.0.0.1:9/${prefix}/${path}`;
  const aalborg = await createWebhookCustomer(server, `${prefix} Aalborg`);
  const bergen = await createWebhookCustomer(server, `${prefix} Bergen`);
  const aero = await createWebhookCustomer(server, `${prefix} Ærø`);
  await createFailingEndpoint(server, aalborg, { url: url('1'), failures: 3 });
  await createFailingEndpoint(server, bergen, {
    url: url('2'),
    failures: 12,
    disabledReason: 'failing',
  });
  await createFailingEndpoint(server, aero, {
    url: url('3'),
    failures: 2,
    disabledReason: 'admin',
  });
  const danish = await createWebhookCustomer(server, `${prefix} Dansk`, 'dk');
  await createFailingEndpoint(server, danish, { url: url('dk'), failures: 1, country: 'dk' });
});
afterAll(() => server.close());

/** Every page of an inbox list as the token's staff member sees it. */
const pagesOf = <Item>(
  field: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<Record<string, { total: number; items: Item[] }>>({
      query,
      variables: { ...variables, page },
      token,
    });
    const list = answer.body.data?.[field];
    if (!list) throw new Error(JSON.stringify(answer.body.errors));
    return list;
  });

const mailsQuery = /* GraphQL */ `
  query console_failed_mails(
    $text: String
    $page: Int
    $sort: ConsoleFailedMailSort
    $direction: SortDirection
  ) {
    console_failed_mails(
      text: $text
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        recipient
        subject
        last_error
        attempts
        created_at
      }
    }
  }
`;

const endpointsQuery = /* GraphQL */ `
  query console_failing_webhook_endpoints(
    $text: String
    $page: Int
    $sort: ConsoleFailingWebhookEndpointSort
    $direction: SortDirection
  ) {
    console_failing_webhook_endpoints(
      text: $text
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        customer
        url
        consecutive_failed_events
      }
    }
  }
`;

interface Mail {
  recipient: string;
  subject: string;
  last_error: string;
  attempts: number;
  created_at: string;
}

describe("the inbox's failed mails as a file", () => {
  const path = (query: string, format = 'csv') =>
    `/api/console/no/exports/failed-mails.${format}?${query}`;

  it('holds the mails the text finds, in the order asked, with Danish headers', async () => {
    for (const [sort, direction] of [
      ['recipient', 'DESC'],
      ['attempts', 'ASC'],
      ['created_at', 'DESC'],
    ] as const) {
      const shown = await pagesOf<Mail>(
        'console_failed_mails',
        mailsQuery,
        { text: prefix, sort, direction },
        danishReaderToken,
      );
      expect(shown).toHaveLength(3);
      const query = `text=${prefix}&sort=${sort}&direction=${direction.toLowerCase()}&language=da`;
      const rows = await consoleCsv(server, path(query), danishReaderToken);
      expect(rows[0]).toEqual(['Modtager', 'Emne', 'Seneste fejl', 'Forsøg', 'Sat i kø']);
      expect(rows.slice(1)).toEqual(
        shown.map((mail) => [
          mail.recipient,
          mail.subject,
          mail.last_error,
          String(mail.attempts),
          mail.created_at,
        ]),
      );
      const xlsx = await consoleXlsx(server, path(query, 'xlsx'), supportToken);
      expect(xlsx.name).toBe('E-mails, der ikke er sendt');
      expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(shown.map((mail) => mail.recipient));
    }
    const narrowed = await consoleCsv(server, path(`text=CE-${prefix}`), supportToken);
    expect(narrowed.slice(1).map((row) => row[0])).toEqual([`ce-${prefix}@test.example`]);
  });

  it('is refused to anyone but this country’s staff, and for an order the list has not', async () => {
    await expectConsoleExportRefusals(server, path(`text=${prefix}`));
    for (const query of ['sort=subject', 'direction=sideways', `text=${'x'.repeat(201)}`]) {
      const response = await consoleExport(server, path(query), supportToken);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    // Danish staff at their own country's route find Denmark's mails only.
    const danishStaff = await staffSession(server, 'administrator', 'dk');
    const rows = await consoleCsv(
      server,
      `/api/console/dk/exports/failed-mails.csv?text=${prefix}`,
      danishStaff,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([`danish-${prefix}@test.example`]);
  });
});

describe("the inbox's failing webhook endpoints as a file", () => {
  const path = (query: string, format = 'csv') =>
    `/api/console/no/exports/failing-webhook-endpoints.${format}?${query}`;

  it('holds the endpoints the text finds, in the order asked, with Danish headers and states', async () => {
    const shown = await pagesOf<{ customer: string; url: string }>(
      'console_failing_webhook_endpoints',
      endpointsQuery,
      { text: prefix, sort: 'customer', direction: 'ASC' },
      danishReaderToken,
    );
    const query = `text=${prefix}&sort=customer&direction=asc&language=da`;
    const rows = await consoleCsv(server, path(query), danishReaderToken);
    expect(rows[0]).toEqual(['Kunde', 'Adresse', 'Tilstand', 'Mislykkede hændelser i træk']);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual(
      shown.map((endpoint) => [endpoint.customer, endpoint.url]),
    );
    // Danish puts Æ after Z and Aa (as Å) last of all: as the page sorts. (The sheet, as the
    // states hold commas the test's CSV reading does not take apart.)
    const sheet = await consoleXlsx(server, path(query, 'xlsx'), supportToken);
    expect(sheet.name).toBe('Webhook-adresser, der fejler');
    expect(sheet.rows).toEqual([
      rows[0],
      [`${prefix} Bergen`, `http://127.0.0.1:9/${prefix}/2`, 'Slået fra, fordi den fejlede', '12'],
      [`${prefix} Ærø`, `http://127.0.0.1:9/${prefix}/3`, 'Slået fra af kunden', '2'],
      [`${prefix} Aalborg`, `http://127.0.0.1:9/${prefix}/1`, 'Fejler, forsøges stadig', '3'],
    ]);
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['12', '2', '3']);

    const byFailures = await consoleXlsx(server, path(`text=${prefix}`, 'xlsx'), supportToken);
    expect(byFailures.name).toBe('Failing webhook endpoints');
    expect(byFailures.rows.slice(1).map((row) => row[3])).toEqual(['12', '3', '2']);
    const byUrl = await pagesOf<{ url: string }>(
      'console_failing_webhook_endpoints',
      endpointsQuery,
      { text: `${prefix}/`, sort: 'url', direction: 'DESC' },
      supportToken,
    );
    const fileByUrl = await consoleCsv(
      server,
      path(`text=${prefix}/&sort=url&direction=DESC`),
      supportToken,
    );
    expect(fileByUrl.slice(1).map((row) => row[1])).toEqual(byUrl.map((endpoint) => endpoint.url));
    expect(byUrl).toHaveLength(3);
  });

  it('is refused to anyone but this country’s staff, and for an order the list has not', async () => {
    await expectConsoleExportRefusals(server, path(`text=${prefix}`));
    for (const query of ['sort=created_at', 'direction=up']) {
      const response = await consoleExport(server, path(query), supportToken);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    const danishStaff = await staffSession(server, 'account_manager', 'dk');
    const rows = await consoleCsv(
      server,
      `/api/console/dk/exports/failing-webhook-endpoints.csv?text=${prefix}`,
      danishStaff,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([`${prefix} Dansk`]);
  });
});
