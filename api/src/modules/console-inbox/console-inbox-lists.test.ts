import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFailedMail,
  createFailingEndpoint,
  createWebhookCustomer,
} from '../../test-support/console-inbox-factories.js';
import { staffSession } from '../../test-support/console-export-requests.js';
import { expectListOrder } from '../../test-support/list-order.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

// The shared databases: other files' mails and endpoints are there too, so each check narrows
// by this file's own prefix.
let server: TestServer;
let supportToken: string;
let prefix: string;
const mails: Record<string, string> = {};
const endpoints: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  supportToken = await staffSession(server, 'support');
  prefix = `inboxlist${randomUUID().slice(0, 8)}`;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const no = server.databases.no;
  for (const [name, mail] of Object.entries({
    a: { attempts: 25, created_at: hoursAgo(1) },
    b: { attempts: 3, created_at: hoursAgo(3) },
    c: { attempts: 3, created_at: hoursAgo(2) },
  })) {
    const recipient = `${name}-${prefix}@test.example`;
    mails[name] = (await createFailedMail(no, { recipient, ...mail })).id;
  }
  // Found by its subject only.
  mails.subject = (
    await createFailedMail(no, {
      recipient: `outside-${randomUUID()}@test.example`,
      subject: `Report ${prefix} ready`,
      attempts: 7,
      created_at: hoursAgo(4),
    })
  ).id;
  // Neither is waiting: one sent, one not failed (yet).
  await createFailedMail(no, { recipient: `sent-${prefix}@test.example`, sent_at: new Date() });
  await createFailedMail(no, { recipient: `queued-${prefix}@test.example`, last_error: null });
  await createFailedMail(server.databases.dk, { recipient: `danish-${prefix}@test.example` });

  const url = (path: string) => `http://127.0.0.1:9/${prefix}/${path}`;
  const alpha = await createWebhookCustomer(server, `Alpha ${prefix}`);
  const bravo = await createWebhookCustomer(server, `bravo ${prefix}`);
  // Found by its address only.
  const charlie = await createWebhookCustomer(server, `Charlie Hooks ${randomUUID()}`);
  endpoints.alphaD = await createFailingEndpoint(server, alpha, { url: url('d'), failures: 5 });
  endpoints.alphaA = await createFailingEndpoint(server, alpha, {
    url: url('a'),
    failures: 12,
    disabledReason: 'failing',
  });
  endpoints.bravoC = await createFailingEndpoint(server, bravo, { url: url('c'), failures: 1 });
  endpoints.charlieB = await createFailingEndpoint(server, charlie, {
    url: url('b'),
    failures: 5,
    disabledReason: 'admin',
  });
  // Delivering again: not failing.
  await createFailingEndpoint(server, bravo, { url: url('e'), failures: 0 });
  const danish = await createWebhookCustomer(server, `Dansk ${prefix}`, 'dk');
  await createFailingEndpoint(server, danish, { url: url('dk'), failures: 2, country: 'dk' });
});
afterAll(() => server.close());

interface Page<Item> {
  total: number;
  page: number;
  page_size: number;
  items: Item[];
}
interface Mail {
  id: string;
  recipient: string;
  attempts: number;
  created_at: string;
}
interface Endpoint {
  id: string;
  customer: string;
  url: string;
  consecutive_failed_events: number;
}

const mailsQuery = /* GraphQL */ `
  query console_failed_mails(
    $text: String
    $page: Int
    $page_size: Int
    $sort: ConsoleFailedMailSort
    $direction: SortDirection
  ) {
    console_failed_mails(
      text: $text
      page: $page
      page_size: $page_size
      sort: $sort
      direction: $direction
    ) {
      total
      page
      page_size
      items {
        id
        recipient
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
    $page_size: Int
    $sort: ConsoleFailingWebhookEndpointSort
    $direction: SortDirection
  ) {
    console_failing_webhook_endpoints(
      text: $text
      page: $page
      page_size: $page_size
      sort: $sort
      direction: $direction
    ) {
      total
      page
      page_size
      items {
        id
        customer
        url
        consecutive_failed_events
      }
    }
  }
`;

function listOf<Item>(field: string, query: string) {
  return async (variables: Record<string, unknown>, token = supportToken, country = 'no') => {
    const answer = await server.graphql<Record<string, Page<Item>>>({
      query,
      variables: { text: prefix, ...variables },
      token,
      country: country as 'no' | 'dk',
    });
    return { answer, list: answer.body.data?.[field] };
  };
}
const failedMails = listOf<Mail>('console_failed_mails', mailsQuery);
const failingEndpoints = listOf<Endpoint>('console_failing_webhook_endpoints', endpointsQuery);

/** The ids of a list's rows, named as this file made them. */
function namesOf(items: { id: string }[], made: Record<string, string>) {
  const byId = new Map(Object.entries(made).map(([name, id]) => [id, name]));
  return items.map((item) => byId.get(item.id) ?? item.id);
}

describe("the inbox's failed mails", () => {
  it('lists the newest first, and sorts by queued time, recipient or attempts either way', async () => {
    const listed = async (variables: Record<string, unknown>) =>
      namesOf((await failedMails(variables)).list?.items ?? [], mails);
    expect(await listed({})).toEqual(['a', 'c', 'b', 'subject']);
    expect(await listed({ sort: 'created_at' })).toEqual(['subject', 'b', 'c', 'a']);
    expect(await listed({ sort: 'created_at', direction: 'DESC' })).toEqual([
      'a',
      'c',
      'b',
      'subject',
    ]);
    expect(await listed({ sort: 'recipient', direction: 'ASC' })).toEqual([
      'a',
      'b',
      'c',
      'subject',
    ]);
    expect(await listed({ sort: 'recipient', direction: 'DESC' })).toEqual([
      'subject',
      'c',
      'b',
      'a',
    ]);
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = (await failedMails({ sort: 'attempts', direction })).list?.items ?? [];
      expect(items).toHaveLength(4);
      // b and c both tried 3 times: their ids keep them in one order.
      expectListOrder(
        items.map((mail) => ({ id: mail.id, key: mail.attempts })),
        direction,
      );
    }
  });

  it('finds by recipient or subject, any case, wildcards taken literally', async () => {
    const found = async (text: string) =>
      namesOf((await failedMails({ text })).list?.items ?? [], mails);
    expect(await found(`C-${prefix.toUpperCase()}`)).toEqual(['c']);
    expect(await found(`report ${prefix}`)).toEqual(['subject']);
    expect(await found(`_-${prefix}`)).toEqual([]);
    expect(await found(`%${prefix}`)).toEqual([]);
  });

  it('pages in the order asked, the total the whole list', async () => {
    const first = await failedMails({ sort: 'recipient', page_size: 3 });
    const second = await failedMails({ sort: 'recipient', page_size: 3, page: 2 });
    expect(first.list).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(second.list).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(namesOf([...first.list!.items, ...second.list!.items], mails)).toEqual([
      'a',
      'b',
      'c',
      'subject',
    ]);
  });

  it("keeps to the staff member's country", async () => {
    expect((await failedMails({})).list?.items.map((mail) => mail.recipient)).not.toContain(
      `danish-${prefix}@test.example`,
    );
    const danishStaff = await staffSession(server, 'support', 'dk');
    const danish = await failedMails({}, danishStaff, 'dk');
    expect(danish.list?.items.map((mail) => mail.recipient)).toEqual([
      `danish-${prefix}@test.example`,
    ]);
  });
});

describe("the inbox's failing webhook endpoints", () => {
  it('lists the most failures first, and sorts by customer or address either way', async () => {
    const listed = async (variables: Record<string, unknown>) =>
      namesOf((await failingEndpoints(variables)).list?.items ?? [], endpoints);
    const byFailures = await listed({});
    expect(byFailures[0]).toBe('alphaA');
    expect(byFailures.slice(1, 3).sort()).toEqual(['alphaD', 'charlieB']);
    expect(byFailures[3]).toBe('bravoC');
    expect(await listed({ sort: 'failures', direction: 'ASC' })).toEqual([...byFailures].reverse());
    // Case is no order: bravo between Alpha and Charlie.
    const byCustomer = await listed({ sort: 'customer' });
    expect(byCustomer.slice(0, 2).sort()).toEqual(['alphaA', 'alphaD']);
    expect(byCustomer.slice(2)).toEqual(['bravoC', 'charlieB']);
    expect(await listed({ sort: 'customer', direction: 'DESC' })).toEqual(
      [...byCustomer].reverse(),
    );
    expect(await listed({ sort: 'url' })).toEqual(['alphaA', 'charlieB', 'bravoC', 'alphaD']);
    expect(await listed({ sort: 'url', direction: 'DESC' })).toEqual([
      'alphaD',
      'bravoC',
      'charlieB',
      'alphaA',
    ]);
  });

  it('finds by customer or address, any case, and pages', async () => {
    const found = async (text: string) =>
      namesOf((await failingEndpoints({ text, sort: 'url' })).list?.items ?? [], endpoints);
    expect(await found(`ALPHA ${prefix}`)).toEqual(['alphaA', 'alphaD']);
    expect(await found(`${prefix}/b`)).toEqual(['charlieB']);
    expect(await found(`${prefix}_`)).toEqual([]);
    const second = await failingEndpoints({ sort: 'url', page_size: 3, page: 2 });
    expect(second.list).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(namesOf(second.list!.items, endpoints)).toEqual(['alphaD']);
  });

  it("keeps to the staff member's country", async () => {
    expect((await failingEndpoints({})).list?.items.map((item) => item.url)).not.toContain(
      `http://127.0.0.1:9/${prefix}/dk`,
    );
    const danishStaff = await staffSession(server, 'account_manager', 'dk');
    const danish = await failingEndpoints({}, danishStaff, 'dk');
    expect(danish.list?.items.map((item) => item.customer)).toEqual([`Dansk ${prefix}`]);
  });
});

describe("the inbox lists' arguments", () => {
  it('refuses an order, direction, page or text the lists do not have, as the client’s error', async () => {
    for (const [list, variables, code] of [
      // Not one of the schema's values: refused before it runs, as every list's enums are.
      [failedMails, { sort: 'subject' }, 'GRAPHQL_VALIDATION_FAILED'],
      [failedMails, { direction: 'UP' }, 'GRAPHQL_VALIDATION_FAILED'],
      [failedMails, { page_size: 101 }, 'BAD_USER_INPUT'],
      [failedMails, { text: 'x'.repeat(201) }, 'BAD_USER_INPUT'],
      [failingEndpoints, { sort: 'created_at' }, 'GRAPHQL_VALIDATION_FAILED'],
      [failingEndpoints, { direction: 'down' }, 'GRAPHQL_VALIDATION_FAILED'],
      [failingEndpoints, { page: 0 }, 'BAD_USER_INPUT'],
      [failingEndpoints, { text: 'x'.repeat(201) }, 'BAD_USER_INPUT'],
    ] as const) {
      const { answer } = await list(variables);
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
      expect(answer.status, JSON.stringify(variables)).toBeLessThan(500);
      expect(answer.body.data?.console_failed_mails ?? null).toBeNull();
    }
  });

  it('is closed to customers and to anyone not signed in', async () => {
    const customer = await createWebhookCustomer(server, `Customer ${prefix}`);
    for (const token of [customer.token, '']) {
      expect(errorCodeOf((await failedMails({}, token)).answer)).toBe('UNAUTHENTICATED');
      expect(errorCodeOf((await failingEndpoints({}, token)).answer)).toBe('UNAUTHENTICATED');
    }
  });
});
