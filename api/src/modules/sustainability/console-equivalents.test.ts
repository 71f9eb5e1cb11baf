import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
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

const addMutation = /* GraphQL */ `
  mutation console_add_co2_equivalent($equivalent: ConsoleCo2EquivalentInput!) {
    console_add_co2_equivalent(equivalent: $equivalent) {
      equivalent
      country
      valid_from
      per_ton_co2e
    }
  }
`;
const listQuery = /* GraphQL */ `
  query console_co2_equivalents($equivalent: String, $at: String) {
    console_co2_equivalents(equivalent: $equivalent, at: $at, page_size: 100) {
      total
      kinds
      items {
        equivalent
        country
        valid_from
        per_ton_co2e
        source
      }
    }
  }
`;

/** A day of this test's own, years ahead: one kind has one figure a day per country. */
const farDay = () => addDays(todayInBusinessTimeZone(), 2000 + randomInt(40_000));

const equivalent = (overrides: Record<string, unknown> = {}) => ({
  equivalent: 'households',
  valid_from: farDay(),
  per_ton_co2e: 0.2345,
  source: 'Statistics Norway, household electricity use',
  source_year: 2025,
  source_url: 'https://www.ssb.no/',
  ...overrides,
});

interface Item {
  equivalent: string;
  country: string | null;
  valid_from: string;
  per_ton_co2e: number;
}

describe("the console's everyday equivalents of CO2", () => {
  it("publishes the country's own figure from a future day, which the list shows in force from then", async () => {
    const input = equivalent();
    const added = await server.graphql<{ console_add_co2_equivalent: Item }>({
      query: addMutation,
      variables: { equivalent: input },
      token: managerToken,
    });
    expect(added.body.data?.console_add_co2_equivalent).toEqual({
      equivalent: 'households',
      country: 'NO',
      valid_from: input.valid_from,
      per_ton_co2e: 0.2345,
    });
    const inForce = await server.graphql<{
      console_co2_equivalents: { kinds: string[]; items: Item[] };
    }>({
      query: listQuery,
      variables: { equivalent: 'households', at: input.valid_from },
      token: supportToken,
    });
    expect(inForce.body.data?.console_co2_equivalents.kinds).toEqual([
      'households',
      'persons',
      'water_liters',
      'spruce_forest_hectares',
    ]);
    expect(inForce.body.data?.console_co2_equivalents.items).toEqual([
      expect.objectContaining({ country: 'NO', valid_from: input.valid_from }),
    ]);
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['target_label', 'details'])
      .where('action', '=', 'emission_equivalent.added')
      .where('target_id', '=', `households:${input.valid_from}`)
      .execute();
    expect(logged).toEqual([
      {
        target_label: 'households',
        details: { valid_from: input.valid_from, per_ton_co2e: 0.2345 },
      },
    ]);
  });

  it('refuses a past day, a figure twice, a bad number, another kind and support, storing nothing', async () => {
    const taken = equivalent();
    await server.graphql({
      query: addMutation,
      variables: { equivalent: taken },
      token: managerToken,
    });
    const day = farDay();
    const refusals: [Record<string, unknown>, string, string][] = [
      [equivalent({ valid_from: todayInBusinessTimeZone() }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: taken.valid_from }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: day, per_ton_co2e: 0 }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: day, per_ton_co2e: 1.23456 }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: day, equivalent: 'cars' }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: day, source_url: 'ftp://x' }), managerToken, 'BAD_USER_INPUT'],
      [equivalent({ valid_from: day }), supportToken, 'FORBIDDEN'],
    ];
    for (const [input, token, code] of refusals) {
      const answer = await server.graphql({
        query: addMutation,
        variables: { equivalent: input },
        token,
      });
      expect(errorCodeOf(answer), JSON.stringify(input)).toBe(code);
    }
    const past = await server.graphql({
      query: addMutation,
      variables: { equivalent: equivalent({ valid_from: todayInBusinessTimeZone() }) },
      token: managerToken,
    });
    expect(past.body.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'equivalent.valid_from' }),
    ]);
    // A figure twice says so in a word the console says in the reader's language.
    const twice = await server.graphql({
      query: addMutation,
      variables: { equivalent: taken },
      token: managerToken,
    });
    expect(twice.body.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ reason: 'duplicate' }),
    ]);
    const stored = await server.databases.no
      .selectFrom('equivalent_factors')
      .select('id')
      .where('valid_from', '=', day)
      .execute();
    expect(stored).toEqual([]);
  });
});
