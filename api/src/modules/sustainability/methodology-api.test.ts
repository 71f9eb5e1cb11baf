import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the published CO2 method', () => {
  it('is read without signing in, in the language asked for', async () => {
    const response = await server.graphql<{
      get_co2_method_versions: {
        version: string;
        valid_from: string;
        boundary: string;
        category_factors: { category: string; kg_co2e: number; kg_co2e_low: number }[];
        sources: { source_year: number }[];
      }[];
    }>({
      query: `query get_co2_method_versions($language: String) {
        get_co2_method_versions(language: $language) {
          version valid_from boundary category_factors { category kg_co2e kg_co2e_low }
          sources { source_year }
        }
      }`,
      variables: { language: 'no' },
    });
    const [current] = response.body.data?.get_co2_method_versions ?? [];
    expect(current).toMatchObject({ version: '2026.1', valid_from: '2015-01-01' });
    expect(current?.boundary).toMatch(/^Fra vugge til fabrikkport/);
    expect(current?.category_factors).toContainEqual({
      category: 'desktop',
      kg_co2e: 350,
      kg_co2e_low: 210,
    });
    expect(current?.sources).toContainEqual({ source_year: 2015 });

    const refused = await server.graphql({
      query: `{ get_co2_method_versions(language: "xx") { version } }`,
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("names the factors' sources in the language asked for, in English without one", async () => {
    const sourcesIn = async (language?: string) => {
      const response = await server.graphql<{
        get_co2_method_versions: {
          category_factors: { category: string; source: string }[];
          sources: { source: string; source_year: number }[];
        }[];
      }>({
        query: `query get_co2_method_versions($language: String) {
          get_co2_method_versions(language: $language) {
            category_factors { category source } sources { source source_year }
          }
        }`,
        variables: { language },
      });
      const current = response.body.data?.get_co2_method_versions[0];
      if (!current) throw new Error(JSON.stringify(response.body.errors));
      return {
        laptop: current.category_factors.find((factor) => factor.category === 'laptop')?.source,
        sources: current.sources.map((source) => source.source),
      };
    };
    const finnish = await sourcesIn('fi');
    const finnishSource =
      'Valmistuksen päästöt kehdosta tehtaan portille valmistajien tuotekohtaisten hiilijalanjälkiraporttien mukaan (tavallisten yrityskäyttöön tarkoitettujen mallien keskiarvoja).';
    expect(finnish.laptop).toBe(finnishSource);
    expect(finnish.sources).toContain(finnishSource);
    expect((await sourcesIn('se')).laptop).toMatch(/^Tillverkningsutsläpp från vagga till grind/);
    expect((await sourcesIn('da')).laptop).toMatch(/^Udledninger ved fremstilling/);
    expect((await sourcesIn('no')).laptop).toMatch(/^Produksjonsutslipp fra vugge til/);
    expect((await sourcesIn()).laptop).toBe(
      "Cradle-to-gate manufacturing emissions from manufacturers' product carbon footprint reports (averages of common business models).",
    );
  });

  it('is named by the dashboard beside the CO2 saved and its range', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await importTestUnits(database, supplier.id, [
      // 250 (150-350) and 350 (210-490) kg.
      unitRow({ category: 'laptop', completed_date: '2026-02-10' }),
      unitRow({ category: 'desktop', completed_date: '2026-02-11' }),
    ]);
    const response = await server.graphql<{
      get_unit_summary: {
        co2_savings_tons: number;
        co2_savings_low_tons: number;
        co2_savings_high_tons: number;
        method_versions: string[];
      };
    }>({
      query: `query get_unit_summary($filter: UnitSummaryFilter!) {
        get_unit_summary(filter: $filter) {
          co2_savings_tons co2_savings_low_tons co2_savings_high_tons method_versions
        }
      }`,
      variables: { filter: { period: 'Q1', year: 2026 } },
      token: await signIn(server, user),
    });
    expect(response.body.data?.get_unit_summary).toEqual({
      co2_savings_tons: 0.6,
      co2_savings_low_tons: 0.36,
      co2_savings_high_tons: 0.84,
      method_versions: ['2026.1'],
    });
  });
});
