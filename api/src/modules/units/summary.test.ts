import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser, createSupplier } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const summaryQuery = `query get_unit_summary($filter: UnitSummaryFilter!) {
  get_unit_summary(filter: $filter) {
    from to date_column recycled_units reused_units stocked_units in_process_units co2_savings_tons
    equivalents { equivalent amount }
    chart { category processed_units }
  }
}`;

interface Summary {
  from: string | null;
  to: string | null;
  recycled_units: number;
  reused_units: number;
  stocked_units: number;
  in_process_units: number;
  co2_savings_tons: number;
  equivalents: { equivalent: string; amount: number }[];
  chart: { category: string; processed_units: number }[];
}

async function summary(token: string, filter: Record<string, unknown>) {
  const response = await server.graphql<{ get_unit_summary: Summary }>({
    query: summaryQuery,
    variables: { filter },
    token,
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.get_unit_summary;
}

describe('get_unit_summary', () => {
  it('adds up hand-computed units by outcome, CO2 and category for a quarter in Oslo time', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await importTestUnits(database, supplier.id, [
      // Q1 on COMPLETED_DATE: 3 reused laptops (250 kg each), 2 recycled monitors, 1 stocked desktop.
      unitRow({ category: 'laptop', outcome: 'reused', completed_date: '2026-02-10' }),
      unitRow({ category: 'laptop', outcome: 'reused', completed_date: '2026-02-10' }),
      unitRow({ category: 'laptop', outcome: 'reused', completed_date: '2026-03-01' }),
      unitRow({ category: 'monitor', outcome: 'recycled', completed_date: '2026-02-11' }),
      unitRow({ category: 'monitor', outcome: 'recycled', completed_date: '2026-02-11' }),
      // 23:30 in Oslo on 31 March: still Q1.
      unitRow({ category: 'desktop', outcome: 'stocked', completed_date: '2026-03-31T21:30:00Z' }),
      // 00:30 in Oslo on 1 April (summer time, UTC+2): Q2, and reused (350 kg).
      unitRow({ category: 'desktop', outcome: 'reused', completed_date: '2026-03-31T22:30:00Z' }),
      // Received in Q1, not completed.
      unitRow({
        category: 'mobile_phone',
        outcome: 'in_process',
        created_at: '2026-03-15',
        completed_date: '',
        graded_date: '',
      }),
    ]);
    const token = await signIn(server, user);

    const firstQuarter = await summary(token, {
      period: 'Q1',
      year: 2026,
      date_column: 'COMPLETED_DATE',
    });
    expect(firstQuarter).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      reused_units: 3,
      recycled_units: 2,
      stocked_units: 1,
      in_process_units: 0,
      co2_savings_tons: 0.75,
    });
    // Processed means treated: the stocked desktop is not treated yet, so not counted.
    expect(firstQuarter.chart).toEqual([
      { category: 'laptop', processed_units: 3 },
      { category: 'monitor', processed_units: 2 },
      { category: 'Total', processed_units: 5 },
    ]);
    // In Norway: 0.75 t x 3.3523 Norwegian households per ton (SSB and NVE), and the Nordic
    // 0.125 persons per ton.
    expect(firstQuarter.equivalents).toEqual(
      expect.arrayContaining([
        { equivalent: 'households', amount: 2.51 },
        { equivalent: 'persons', amount: 0.09 },
      ]),
    );

    const secondQuarter = await summary(token, {
      period: 'Q2',
      year: 2026,
      date_column: 'COMPLETED_DATE',
    });
    expect(secondQuarter).toMatchObject({ reused_units: 1, co2_savings_tons: 0.35 });

    const received = await summary(token, { period: 'Q1', year: 2026, date_column: 'CREATED_AT' });
    expect(received).toMatchObject({ reused_units: 4, in_process_units: 1 });

    const range = await summary(token, {
      from: '2026-02-10',
      to: '2026-02-10',
      date_column: 'COMPLETED_DATE',
    });
    expect(range).toMatchObject({ reused_units: 2, recycled_units: 0, co2_savings_tons: 0.5 });

    const total = await summary(token, {});
    expect(total).toMatchObject({ from: null, to: null, reused_units: 4, co2_savings_tons: 1.1 });
  });

  it('shows a master account the whole group, or one sub-supplier, and nothing else', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const outsider = await createSupplier(database);
    await importTestUnits(database, master.id, [unitRow()]);
    await importTestUnits(database, subSuppliers[0]!.id, [unitRow(), unitRow()]);
    await importTestUnits(database, subSuppliers[1]!.id, [unitRow(), unitRow(), unitRow()]);
    await importTestUnits(database, outsider.id, [unitRow(), unitRow(), unitRow(), unitRow()]);
    const token = await signIn(server, await createUser(database, { supplier_id: master.id }));

    expect((await summary(token, {})).reused_units).toBe(6);
    expect((await summary(token, { supplier_id: subSuppliers[1]!.id })).reused_units).toBe(3);
    const foreign = await server.graphql({
      query: summaryQuery,
      variables: { filter: { supplier_id: outsider.id } },
      token,
    });
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');
  });

  it('shows a sub-supplier user only its own units', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    await importTestUnits(database, master.id, [unitRow()]);
    await importTestUnits(database, subSuppliers[0]!.id, [unitRow(), unitRow()]);
    const token = await signIn(
      server,
      await createUser(database, { supplier_id: subSuppliers[0]!.id }),
    );
    expect((await summary(token, {})).reused_units).toBe(2);
    const masterUnits = await server.graphql({
      query: summaryQuery,
      variables: { filter: { supplier_id: master.id } },
      token,
    });
    expect(errorCodeOf(masterUnits)).toBe('NOT_FOUND');
  });

  it('refuses bad dates and a start after the end, and requires sign-in', async () => {
    const user = await createUser(server.databases.no);
    const token = await signIn(server, user);
    for (const filter of [{ from: '2026-02-30' }, { from: '2026-03-01', to: '2026-02-01' }]) {
      const response = await server.graphql({ query: summaryQuery, variables: { filter }, token });
      expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    }
    const anonymous = await server.graphql({ query: summaryQuery, variables: { filter: {} } });
    expect(errorCodeOf(anonymous)).toBe('UNAUTHENTICATED');
  });
});

describe('search_units', () => {
  const searchQuery = `query search_units($serial_number: String!) {
    search_units(serial_number: $serial_number) { serial_number outcome completed_date job_number supplier_company }
  }`;

  it('finds units by serial prefix among the suppliers in scope only', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database, { company: 'Prefix Owner AS' });
    const other = await createSupplier(database);
    const prefix = `PX${Date.now().toString(36).toUpperCase()}`;
    await importTestUnits(database, supplier.id, [
      unitRow({ serial_number: `${prefix}-1`, job_number: 'JOB-77', completed_date: '2026-01-20' }),
      unitRow({ serial_number: `${prefix}-2` }),
    ]);
    await importTestUnits(database, other.id, [unitRow({ serial_number: `${prefix}-3` })]);
    const token = await signIn(server, await createUser(database, { supplier_id: supplier.id }));

    const response = await server.graphql<{
      search_units: {
        serial_number: string;
        job_number: string;
        supplier_company: string;
        completed_date: string;
      }[];
    }>({
      query: searchQuery,
      variables: { serial_number: prefix },
      token,
    });
    const found = response.body.data?.search_units ?? [];
    expect(found.map((unit) => unit.serial_number)).toEqual([`${prefix}-1`, `${prefix}-2`]);
    expect(found[0]).toMatchObject({ job_number: 'JOB-77', supplier_company: 'Prefix Owner AS' });
    // A calendar day, as imported: no time for a reader's zone to shift.
    expect(found[0]?.completed_date).toBe('2026-01-20');

    // Wildcards are matched literally.
    const wildcard = await server.graphql<{ search_units: unknown[] }>({
      query: searchQuery,
      variables: { serial_number: '%%%' },
      token,
    });
    expect(wildcard.body.data?.search_units).toEqual([]);
  });
});

describe('the everyday equivalents', () => {
  const equivalentsQuery = `query get_unit_summary($filter: UnitSummaryFilter!) {
    get_unit_summary(filter: $filter) {
      co2_savings_tons
      equivalents { equivalent amount source source_year source_url local }
    }
  }`;
  interface Equivalent {
    equivalent: string;
    amount: number;
    source: string;
    source_year: number | null;
    source_url: string | null;
    local: boolean;
  }

  /** Reused laptops (0.25 t of CO2e each) in Q1 2026 and the equivalents a reader sees. */
  async function equivalentsIn(country: 'no' | 'dk' | 'se', language: string, laptops = 1) {
    const database = server.databases[country];
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id, language });
    await importTestUnits(
      database,
      supplier.id,
      Array.from({ length: laptops }, () =>
        unitRow({ outcome: 'reused', completed_date: '2026-02-10' }),
      ),
    );
    const token = await signIn(server, user, country);
    const response = await server.graphql<{
      get_unit_summary: { co2_savings_tons: number; equivalents: Equivalent[] };
    }>({
      query: equivalentsQuery,
      variables: { filter: { period: 'Q1', year: 2026, date_column: 'COMPLETED_DATE' } },
      token,
      country,
    });
    const summary = response.body.data?.get_unit_summary;
    if (!summary) throw new Error(JSON.stringify(response.body.errors));
    expect(summary.co2_savings_tons).toBe(0.25 * laptops);
    return new Map(summary.equivalents.map((equivalent) => [equivalent.equivalent, equivalent]));
  }

  it('compares with Norwegian households and water heating in Norway, naming the sources in the reader language', async () => {
    const equivalents = await equivalentsIn('no', 'no');
    // 15,700 kWh x 19 g CO2e/kWh = 298.3 kg a household-year: 0.25 t is 0.84 of it.
    expect(equivalents.get('households')).toMatchObject({
      amount: 0.84,
      local: true,
      source_year: 2023,
    });
    expect(equivalents.get('households')?.source_url).toContain('ssb.no');
    expect(equivalents.get('households')?.source).toMatch(/^SSB: en norsk husholdning/);
    // 0.058 kWh x 19 g = 1.102 g a litre: 0.25 t heats 226,860 litres.
    expect(equivalents.get('water_liters')).toMatchObject({ amount: 226860.25, local: true });
    expect(equivalents.get('persons')).toMatchObject({ amount: 0.03, local: false });
  });

  it("compares with a Dane's footprint in Denmark (Danish Energy Agency) and keeps the European households", async () => {
    // Ten laptops, 2.5 t.
    const equivalents = await equivalentsIn('dk', 'da', 10);
    // 2.5 t / 11 t CO2e a Dane a year (0.0909 per tonne) = 0.23 of a Dane's year; the Nordic
    // 8 t would give 0.31.
    expect(equivalents.get('persons')).toEqual({
      equivalent: 'persons',
      amount: 0.23,
      source:
        'Energistyrelsen, Danmarks globale klimapåvirkning – Global afrapportering 2024: Danmarks forbrugsbaserede klimaaftryk var 64 mio. ton CO2e i 2022, ca. 11 ton CO2e pr. dansker om året.',
      source_year: 2022,
      source_url: 'https://ft.dk/samling/20231/almdel/KEF/bilag/273/2858982/index.htm',
      local: true,
    });
    // No Danish grid factor and household use are recorded: 2.5 t x 0.5556 households per
    // tonne (4,000 kWh at 0.45 kg CO2e/kWh).
    expect(equivalents.get('households')).toMatchObject({
      amount: 1.39,
      local: false,
      source_year: null,
    });
    expect(equivalents.get('water_liters')).toMatchObject({ local: false });
    // The European comparisons name their sources in the reader's language too.
    expect(equivalents.get('households')?.source).toBe(
      'En husstands årlige elforbrug: 4.000 kWh ved 0,45 kg CO2e/kWh (europæisk elmiks) = 1,8 t.',
    );
    expect(equivalents.get('spruce_forest_hectares')?.source).toMatch(/^Hektar produktiv granskov/);
  });

  it("names the European comparisons' sources in the reader's language, else in English", async () => {
    const finnish = await equivalentsIn('no', 'fi');
    expect(finnish.get('persons')).toMatchObject({ local: false });
    expect(finnish.get('persons')?.source).toBe(
      'Pohjoismaisen asukkaan keskimääräinen vuotuinen kulutusperusteinen hiilijalanjälki: noin 8 tonnia CO2e.',
    );
    expect(finnish.get('spruce_forest_hectares')?.source).toMatch(
      /^Hehtaaria tuottavaa kuusimetsää/,
    );
    const norwegian = await equivalentsIn('no', 'no');
    expect(norwegian.get('spruce_forest_hectares')?.source).toBe(
      'Hektar produktiv granskog som binder CO2 i ett år: om lag 7,5 tonn CO2 per hektar.',
    );
    const swedish = await equivalentsIn('dk', 'se');
    expect(swedish.get('water_liters')?.source).toBe(
      'Liter vatten uppvärmt från 10 till 60 °C: 0,058 kWh per liter vid 0,45 kg CO2e/kWh.',
    );
    const english = await equivalentsIn('no', 'en');
    expect(english.get('persons')?.source).toBe(
      "A Nordic resident's average yearly consumption footprint: about 8 t CO2e.",
    );
  });

  it("compares with a Swede's footprint in Sweden (Naturvårdsverket), the source in the reader's language", async () => {
    const swedish = await equivalentsIn('se', 'se', 10);
    // 2.5 t / 8.4 t CO2e a person a year (0.1190 per tonne) = 0.30 of a Swede's year.
    expect(swedish.get('persons')).toMatchObject({
      amount: 0.3,
      local: true,
      source_year: 2021,
    });
    expect(swedish.get('persons')?.source).toMatch(
      /^Naturvårdsverket, Sveriges miljömål: .* 8,4 ton CO2e per person och år\.$/,
    );
    expect(swedish.get('persons')?.source_url).toContain('sverigesmiljomal.se');
    expect(swedish.get('households')).toMatchObject({ local: false });

    // The same figure for a Finnish reader of the Swedish portal, with the source in Finnish,
    // and in English for an English one.
    const finnish = await equivalentsIn('se', 'fi', 10);
    expect(finnish.get('persons')).toMatchObject({ amount: 0.3, local: true });
    expect(finnish.get('persons')?.source).toMatch(/^Ruotsin ympäristönsuojeluvirasto/);
    const english = await equivalentsIn('se', 'en', 10);
    expect(english.get('persons')?.source).toMatch(/^Swedish Environmental Protection Agency/);
  });

  it('shows a Danish equivalent the provider adds from its valid_from on, with its source, and keeps earlier periods as they were', async () => {
    const database = server.databases.dk;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id, language: 'da' });
    // One reused laptop: 250 kg, 0.25 t.
    await importTestUnits(database, supplier.id, [
      unitRow({ outcome: 'reused', completed_date: '2026-02-10' }),
    ]);
    const token = await signIn(server, user, 'dk');
    // A period shows the equivalents valid on its last day. The test databases are shared by
    // every test file: a day far in the future keeps this row out of other tests' periods.
    const validFrom = '2093-05-01';
    const equivalentsUpTo = async (to: string) => {
      const response = await server.graphql<{
        get_unit_summary: { co2_savings_tons: number; equivalents: Equivalent[] };
      }>({
        query: equivalentsQuery,
        variables: { filter: { from: '2026-01-01', to, date_column: 'COMPLETED_DATE' } },
        token,
        country: 'dk',
      });
      const summary = response.body.data?.get_unit_summary;
      if (!summary) throw new Error(JSON.stringify(response.body.errors));
      expect(summary.co2_savings_tons).toBe(0.25);
      return new Map(summary.equivalents.map((equivalent) => [equivalent.equivalent, equivalent]));
    };
    const before = await equivalentsUpTo('2093-04-30');

    const { key } = await createProviderKey(database, 'Sustainability system');
    const added = await fetch(`${server.url}/api/provider/dk/co2-equivalents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        equivalents: [
          {
            equivalent: 'households',
            valid_from: validFrom,
            per_ton_co2e: 2,
            source: 'A Danish household: 2,000 kg CO2e of electricity a year.',
            source_translations: { da: 'En dansk husstand: 2.000 kg CO2e el om året.' },
            source_year: 2024,
            source_url: 'https://example.com/danish-households',
          },
        ],
      }),
    });
    expect(added.status).toBe(200);

    // A period ending the day before is shown as it was.
    expect(await equivalentsUpTo('2093-04-30')).toEqual(before);
    // From that day on: 0.25 t x 2 Danish households per tonne, with the source in Danish.
    const after = await equivalentsUpTo(validFrom);
    expect(after.get('households')).toEqual({
      equivalent: 'households',
      amount: 0.5,
      source: 'En dansk husstand: 2.000 kg CO2e el om året.',
      source_year: 2024,
      source_url: 'https://example.com/danish-households',
      local: true,
    });
    // The other comparisons keep theirs.
    expect(after.get('persons')).toEqual(before.get('persons'));
  });
});
