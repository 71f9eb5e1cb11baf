import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import {
  consoleCsv,
  expectConsoleExportRefusals,
} from '../../test-support/console-export-requests.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

/** A category of its own: a factor applies to every unit of its category. */
async function createCategory(): Promise<string> {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  const code = `test_${letters.join('')}`;
  await server.databases.no.insertInto('unit_categories').values({ code, position: 99 }).execute();
  return code;
}

const addMutation = /* GraphQL */ `
  mutation console_add_co2_factor($factor: ConsoleCo2FactorInput!) {
    console_add_co2_factor(factor: $factor) {
      category
      model
      valid_from
      kg_co2e
    }
  }
`;

const listQuery = /* GraphQL */ `
  query console_co2_factors($category: String, $at: String) {
    console_co2_factors(category: $category, at: $at) {
      total
      categories
      items {
        category
        manufacturer
        model
        valid_from
        kg_co2e
        source
      }
    }
  }
`;

const sortedListQuery = /* GraphQL */ `
  query console_co2_factors(
    $category: String
    $sort: ConsoleCo2FactorSort
    $direction: SortDirection
  ) {
    console_co2_factors(category: $category, sort: $sort, direction: $direction) {
      items {
        model
      }
    }
  }
`;

const inDays = (days: number) => addDays(todayInBusinessTimeZone(), days);

const factor = (category: string, overrides: Record<string, unknown> = {}) => ({
  category,
  valid_from: inDays(1),
  kg_co2e: 200,
  kg_co2e_low: 150.5,
  kg_co2e_high: 260,
  source: 'Lifecycle study of office laptops',
  source_year: 2025,
  ...overrides,
});

describe("the console's CO2 factors", () => {
  it('publishes a future factor for a category and a model, listed by what is in force on a day', async () => {
    const category = await createCategory();
    for (const variables of [
      { factor: factor(category) },
      {
        factor: factor(category, {
          manufacturer: 'Lenovo',
          model: 'T14',
          kg_co2e: 250,
          kg_co2e_high: 300,
          valid_from: inDays(10),
        }),
      },
    ]) {
      const added = await server.graphql({ query: addMutation, variables, token: managerToken });
      expect(added.body.errors).toBeUndefined();
    }
    const all = await server.graphql<{
      console_co2_factors: {
        total: number;
        categories: string[];
        items: { model: string | null }[];
      };
    }>({ query: listQuery, variables: { category }, token: supportToken });
    expect(all.body.data?.console_co2_factors.total).toBe(2);
    expect(all.body.data?.console_co2_factors.categories).toContain(category);
    const early = await server.graphql<{
      console_co2_factors: { items: { model: string | null }[] };
    }>({
      query: listQuery,
      variables: { category, at: inDays(2) },
      token: supportToken,
    });
    expect(early.body.data?.console_co2_factors.items.map((item) => item.model)).toEqual([null]);

    // As a file: the same rows, the category's and in force on the day, in the reader's language.
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/co2-factors.csv?category=${category}&language=da`,
      supportToken,
    );
    expect(rows[0]?.[0]).toBe('Kategori');
    expect(rows.slice(1).map((row) => [row[0], row[2], row[4]])).toEqual([
      [category, '', '200'],
      [category, 'T14', '250'],
    ]);
    const inForce = await consoleCsv(
      server,
      `/api/console/no/exports/co2-factors.csv?category=${category}&at=${inDays(2)}`,
      supportToken,
    );
    expect(inForce).toHaveLength(2);
    await expectConsoleExportRefusals(server, '/api/console/no/exports/co2-factors.csv');

    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('target_label')
      .where('action', '=', 'emission_factor.added')
      .where('target_label', 'like', `${category}%`)
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => entry.target_label)).toEqual([category, `${category} Lenovo T14`]);
  });

  it('sorts by start, kg CO2e and source both ways, the file as the page', async () => {
    const category = await createCategory();
    const published = [
      { model: 'A1', kg_co2e: 300, kg_co2e_high: 400, source: 'Beta study', valid_from: inDays(3) },
      { model: 'B2', kg_co2e: 100, kg_co2e_low: 50, source: 'alpha study', valid_from: inDays(5) },
      { model: 'C3', kg_co2e: 200, source: 'Gamma study', valid_from: inDays(1) },
    ];
    for (const overrides of published) {
      const added = await server.graphql({
        query: addMutation,
        variables: { factor: factor(category, { manufacturer: 'Dell', ...overrides }) },
        token: managerToken,
      });
      expect(added.body.errors).toBeUndefined();
    }
    const modelsOf = async (sort: string, direction: string) => {
      const answer = await server.graphql<{
        console_co2_factors: { items: { model: string | null }[] };
      }>({
        query: sortedListQuery,
        variables: { category, sort, direction },
        token: supportToken,
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.console_co2_factors.items.map((item) => item.model);
    };
    expect(await modelsOf('model', 'ASC')).toEqual(['A1', 'B2', 'C3']);
    expect(await modelsOf('model', 'DESC')).toEqual(['C3', 'B2', 'A1']);
    expect(await modelsOf('valid_from', 'ASC')).toEqual(['C3', 'A1', 'B2']);
    expect(await modelsOf('kg_co2e', 'DESC')).toEqual(['A1', 'C3', 'B2']);
    // A source is read, not spelled: capitals do not come first.
    expect(await modelsOf('source', 'ASC')).toEqual(['B2', 'A1', 'C3']);

    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/co2-factors.csv?category=${category}&sort=kg_co2e&direction=asc`,
      supportToken,
    );
    expect(rows.slice(1).map((row) => row[2])).toEqual(['B2', 'C3', 'A1']);
  });

  it('refuses a past day, a low above the value, a model without manufacturer and support', async () => {
    const category = await createCategory();
    const refusals: [Record<string, unknown>, string, string][] = [
      [factor(category, { valid_from: todayInBusinessTimeZone() }), managerToken, 'BAD_USER_INPUT'],
      [factor(category, { kg_co2e_low: 250 }), managerToken, 'BAD_USER_INPUT'],
      [factor(category, { model: 'T14' }), managerToken, 'BAD_USER_INPUT'],
      [factor('no_such_category'), managerToken, 'BAD_USER_INPUT'],
      [factor(category), supportToken, 'FORBIDDEN'],
    ];
    for (const [input, token, code] of refusals) {
      const answer = await server.graphql({
        query: addMutation,
        variables: { factor: input },
        token,
      });
      expect(errorCodeOf(answer), JSON.stringify(input)).toBe(code);
    }
    const stored = await server.databases.no
      .selectFrom('co2_factors')
      .select('category')
      .where('category', '=', category)
      .execute();
    expect(stored).toEqual([]);

    // The same factor twice is refused with a word the console says in the reader's language.
    const first = await server.graphql({
      query: addMutation,
      variables: { factor: factor(category) },
      token: managerToken,
    });
    expect(first.body.errors).toBeUndefined();
    const twice = await server.graphql({
      query: addMutation,
      variables: { factor: factor(category) },
      token: managerToken,
    });
    expect(errorCodeOf(twice)).toBe('BAD_USER_INPUT');
    expect(twice.body.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ reason: 'duplicate' }),
    ]);
  });
});
