import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreements } from '../../database/schema.generated.js';
import { createAgreement } from '../../test-support/agreement-factories.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const agreementsQuery = /* GraphQL */ `
  query console_customer_agreements(
    $customer_id: ID!
    $text: String
    $page: Int
    $page_size: Int
    $sort: ConsoleAgreementSort
    $direction: SortDirection
  ) {
    console_customer_agreements(
      customer_id: $customer_id
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
        agreement_number
        title
        is_main
        valid_from
        valid_to
        status
        terms_path
      }
    }
  }
`;

interface Listed {
  id: string;
  agreement_number: string;
  title: string;
}

function listAgreements(variables: Record<string, unknown>, token = supportToken) {
  return server.graphql<{
    console_customer_agreements: {
      total: number;
      page: number;
      page_size: number;
      items: Listed[];
    };
  }>({ query: agreementsQuery, variables, token });
}

async function pageOfAgreements(variables: Record<string, unknown>) {
  const answer = await listAgreements(variables);
  const page = answer.body.data?.console_customer_agreements;
  if (!page) throw new Error(JSON.stringify(answer.body.errors));
  return page;
}

type Row = Selectable<Agreements>;
type Direction = 'ASC' | 'DESC';

/** Three letters a row's title starts with, upper case for every other row: case never orders. */
function titleOf(index: number): string {
  const letters = [(index * 11) % 26, index % 26, Math.floor(index / 26)]
    .map((code) => String.fromCharCode(97 + code))
    .join('');
  return index % 2 ? letters.toUpperCase() : letters;
}

/** Compares two rows' values, empty ones last in either direction, then the ids alike. */
function orderBy(values: (row: Row) => (string | number | null)[], direction: Direction) {
  const sign = direction === 'ASC' ? 1 : -1;
  return (first: Row, second: Row): number => {
    const [a, b] = [values(first), values(second)];
    for (let index = 0; index < a.length; index += 1) {
      const [x, y] = [a[index] ?? null, b[index] ?? null];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -sign : sign;
    }
    return first.id < second.id ? -sign : sign;
  };
}

/** The list's sorts as the test expects them, from the rows as stored. */
const expectedOrders: Record<string, (row: Row) => (string | number | null)[]> = {
  main: (row) => [row.is_main ? 1 : 0, row.valid_from],
  valid_from: (row) => [row.valid_from],
  valid_to: (row) => [row.valid_to],
  // N-1 ... N-30: the numbers in their numeric order, as people read them.
  agreement_number: (row) => [Number(row.agreement_number.slice(2))],
  title: (row) => [row.title.toLowerCase()],
};

describe("the console's list of a customer's agreements", () => {
  let customerId: string;
  let rows: Row[];
  beforeAll(async () => {
    const customer = await createSupplier(server.databases.no);
    customerId = customer.id;
    rows = [];
    for (let index = 0; index < 30; index += 1) {
      rows.push(
        await createAgreement(server.databases.no, customer.id, {
          agreement_number: `N-${index + 1}`,
          title: titleOf(index),
          is_main: index === 7,
          // Five starts and four ends among 30 rows: equal values, kept apart by the id.
          valid_from: `2025-0${(index % 5) + 1}-01`,
          valid_to: index % 4 === 0 ? null : `2027-0${(index % 3) + 1}-28`,
        }),
      );
    }
  });

  it('pages every sort both ways: 30 rows in pages of 10, none twice, none left out', async () => {
    for (const [sort, values] of Object.entries(expectedOrders)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const expected = [...rows]
          .sort(orderBy(values, direction))
          .map((row) => row.agreement_number);
        const shown: string[] = [];
        for (const page of [1, 2, 3]) {
          const answer = await pageOfAgreements({
            customer_id: customerId,
            page,
            page_size: 10,
            sort,
            direction,
          });
          expect(answer).toMatchObject({ total: 30, page, page_size: 10 });
          expect(answer.items).toHaveLength(10);
          shown.push(...answer.items.map((item) => item.agreement_number));
        }
        expect(shown, `${sort} ${direction}`).toEqual(expected);
      }
    }
    const beyond = await pageOfAgreements({ customer_id: customerId, page: 4, page_size: 10 });
    expect(beyond).toMatchObject({ total: 30, items: [] });
  });

  it('shows the main agreement first, then the newest start, by default', async () => {
    const answer = await pageOfAgreements({ customer_id: customerId, page_size: 100 });
    const expected = [...rows].sort(orderBy(expectedOrders.main!, 'DESC'));
    expect(answer.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(answer.items[0]).toMatchObject({ agreement_number: 'N-8', is_main: true });
    expect(answer.page_size).toBe(100);
  });

  it('finds agreements by number or title, in any case, "%" taken literally', async () => {
    const byNumber = await pageOfAgreements({
      customer_id: customerId,
      text: ' n-1 ',
      sort: 'agreement_number',
      page_size: 100,
    });
    expect(byNumber.items.map((item) => item.agreement_number)).toEqual([
      'N-1',
      ...Array.from({ length: 10 }, (_, index) => `N-${index + 10}`),
    ]);
    expect(byNumber.total).toBe(11);
    const title = titleOf(5);
    const byTitle = await pageOfAgreements({
      customer_id: customerId,
      text: title.toLowerCase(),
      page_size: 100,
    });
    expect(byTitle.items.map((item) => item.title)).toEqual([title]);
    const none = await pageOfAgreements({ customer_id: customerId, text: '%', page_size: 100 });
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('lists every agreement, no cap: 230 of them in three pages of 100', async () => {
    const customer = await createSupplier(server.databases.no);
    await server.databases.no
      .insertInto('agreements')
      .values(
        Array.from({ length: 230 }, (_, index) => ({
          supplier_id: customer.id,
          agreement_number: `B-${index}`,
          title: 'Bulk',
          valid_from: '2026-01-01',
        })),
      )
      .execute();
    const last = await pageOfAgreements({ customer_id: customer.id, page: 3, page_size: 100 });
    expect(last).toMatchObject({ total: 230 });
    expect(last.items).toHaveLength(30);
  });

  it("keeps another customer's agreements out", async () => {
    const other = await createSupplier(server.databases.no);
    await createAgreement(server.databases.no, other.id, { agreement_number: 'N-1' });
    const answer = await pageOfAgreements({ customer_id: other.id });
    expect(answer.total).toBe(1);
    expect(rows.map((row) => row.id)).not.toContain(answer.items[0]?.id);
  });

  it('refuses bad arguments, an unknown customer and anyone but staff', async () => {
    for (const variables of [
      { page_size: 0 },
      { page_size: 101 },
      { page: 0 },
      { text: 'x'.repeat(201) },
    ]) {
      const answer = await listAgreements({ customer_id: customerId, ...variables });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const badSort = await listAgreements({ customer_id: customerId, sort: 'status' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.data).toBeFalsy();
    for (const id of [randomUUID(), 'not-an-id']) {
      expect(errorCodeOf(await listAgreements({ customer_id: id }))).toBe('NOT_FOUND');
    }
    const customerToken = await signIn(
      server,
      await createUser(server.databases.no, { supplier_id: customerId, is_admin: true }),
    );
    const danishStaff = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    for (const token of [customerToken, danishStaff]) {
      const answer = await listAgreements({ customer_id: customerId }, token);
      expect(errorCodeOf(answer)).toBe('UNAUTHENTICATED');
      expect(answer.body.data).toBeFalsy();
    }
  });
});
