import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { runAdmin } from '../../test-support/admin-cli.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Sustainability system'));
});
afterAll(() => server.close());

/** A category of its own: factors apply to every unit of their category. */
async function createCategory(): Promise<string> {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  const code = `test_${letters.join('')}`;
  await database.insertInto('unit_categories').values({ code, position: 99 }).execute();
  return code;
}

async function send(factors: unknown[], token: string = key) {
  const response = await fetch(`${server.url}/api/provider/no/co2-factors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ factors }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      added?: number;
      factors?: {
        category: string;
        model: string | null;
        kg_co2e_low: number;
        source: string;
        source_translations: Record<string, string>;
      }[];
      error?: { code: string; fields?: { field: string; message: string }[] };
    },
  };
}

const tomorrow = () => addDays(todayInBusinessTimeZone(), 1);

function factor(category: string, overrides: Record<string, unknown> = {}) {
  return {
    category,
    valid_from: tomorrow(),
    kg_co2e: 200,
    kg_co2e_low: '150.5',
    kg_co2e_high: 260,
    source: 'Manufacturer PCF sheet',
    source_year: 2025,
    source_url: 'https://example.com/pcf.pdf',
    ...overrides,
  };
}

const factorCount = async (category: string) =>
  Number(
    (
      await database
        .selectFrom('co2_factors')
        .select(({ fn }) => fn.countAll().as('count'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('POST /api/provider/:country/co2-factors', () => {
  it('adds category and model factors that units completed from valid_from on are computed by', async () => {
    const category = await createCategory();
    const answer = await send([
      factor(category),
      factor(category, {
        manufacturer: 'Dell',
        model: 'Latitude 5440',
        kg_co2e: 180,
        kg_co2e_low: 160,
        kg_co2e_high: 205,
      }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.added).toBe(2);
    expect(answer.body.factors?.map((item) => [item.model, item.kg_co2e_low])).toEqual([
      [null, 150.5],
      ['Latitude 5440', 160],
    ]);

    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    const completed = addDays(tomorrow(), 1);
    await importTestUnits(database, supplier.id, [
      unitRow({
        category,
        manufacturer: 'DELL',
        model: 'Latitude 5440',
        completed_date: completed,
      }),
      unitRow({ category, manufacturer: 'HP', model: 'EliteBook 840', completed_date: completed }),
    ]);
    // 180 + 200 = 380 kg; low 160 + 150.5 = 310.5; high 205 + 260 = 465.
    const summary = await server.graphql<{
      get_unit_summary: {
        co2_savings_tons: number;
        co2_savings_low_tons: number;
        co2_savings_high_tons: number;
      };
    }>({
      query: `query get_unit_summary($filter: UnitSummaryFilter!) {
        get_unit_summary(filter: $filter) {
          co2_savings_tons co2_savings_low_tons co2_savings_high_tons
        }
      }`,
      variables: { filter: { from: completed, to: completed } },
      token: await signIn(server, user),
    });
    expect(summary.body.data?.get_unit_summary).toEqual({
      co2_savings_tons: 0.38,
      co2_savings_low_tons: 0.311,
      co2_savings_high_tons: 0.465,
    });
  });

  it('refuses the whole batch for one bad factor, naming it, and never backdates', async () => {
    const category = await createCategory();
    const answer = await send([
      factor(category),
      factor(category, {
        manufacturer: 'Dell',
        model: 'Latitude 5440',
        valid_from: todayInBusinessTimeZone(),
      }),
      factor(category, { manufacturer: 'Lenovo', kg_co2e_low: 300 }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.error?.fields?.map((field) => field.field)).toEqual([
      'factors.1.valid_from',
      'factors.2.model',
      'factors.2.kg_co2e',
    ]);
    expect(await factorCount(category)).toBe(0);

    const unknown = await send([factor('no_such_category')]);
    expect(unknown.body.error?.fields?.[0]?.field).toBe('factors.0.category');

    expect((await send([factor(category)])).status).toBe(200);
    const again = await send([factor(category)]);
    expect(again.status).toBe(400);
    expect(await factorCount(category)).toBe(1);
  });

  it("keeps a source's translations and names it in the reader's language, else in English", async () => {
    const category = await createCategory();
    const source = `Acme PCF sheet ${randomBytes(4).toString('hex')}`;
    const translations = { fi: `${source}, suomeksi`, se: `${source}, på svenska` };
    const answer = await send([factor(category, { source, source_translations: translations })]);
    expect(answer.status).toBe(200);
    expect(answer.body.factors?.[0]).toMatchObject({ source, source_translations: translations });

    const sourceIn = async (language: string) => {
      const response = await server.graphql<{
        get_co2_method_versions: {
          category_factors: { category: string; source: string }[];
          sources: { source: string }[];
        }[];
      }>({
        query: `query get_co2_method_versions($language: String) {
          get_co2_method_versions(language: $language) {
            category_factors { category source } sources { source }
          }
        }`,
        variables: { language },
      });
      const [current] = response.body.data?.get_co2_method_versions ?? [];
      const shown = current?.category_factors.find((item) => item.category === category)?.source;
      // The version's list of sources names it the same way.
      expect(current?.sources.map((item) => item.source)).toContain(shown);
      return shown;
    };
    expect(await sourceIn('fi')).toBe(translations.fi);
    expect(await sourceIn('se')).toBe(translations.se);
    // Danish and English readers read the English source.
    expect(await sourceIn('da')).toBe(source);
    expect(await sourceIn('en')).toBe(source);
  });

  it('refuses translations that are not one text per language, naming the field, and stores nothing', async () => {
    const category = await createCategory();
    const answer = await send([
      factor(category, { source_translations: { fi: 'Valmistajan tuoteseloste' } }),
      factor(category, {
        manufacturer: 'Dell',
        model: 'Latitude 5440',
        source_translations: { en: 'English is the source itself' },
      }),
      factor(category, {
        manufacturer: 'HP',
        model: 'EliteBook',
        source_translations: { fi: ' ' },
      }),
      factor(category, { manufacturer: 'Lenovo', model: 'T14', source_translations: 'suomeksi' }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.error?.fields?.map((field) => field.field)).toEqual([
      'factors.1.source_translations',
      'factors.2.source_translations.fi',
      'factors.3.source_translations',
    ]);
    expect(await factorCount(category)).toBe(0);
  });

  it("refuses a user's token", async () => {
    const category = await createCategory();
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    expect((await send([factor(category)], await signIn(server, user))).status).toBe(403);
    expect(await factorCount(category)).toBe(0);
  });
});

describe('npm run admin -- co2-factors', () => {
  // Three processes of the command line, the first creating and migrating its databases.
  it('adds a factor and lists the factors in force on a day', { timeout: 180_000 }, () => {
    // Databases of the command's own (it creates and migrates them).
    const databaseServer = new URL(inject('databaseServerUrl'));
    databaseServer.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: databaseServer.toString() };
    const category = 'laptop';
    const validFrom = tomorrow();
    const model = 'Latitude 5440';
    const added = runAdmin(
      [
        'co2-factors',
        'add',
        '--country',
        'no',
        '--category',
        category,
        '--manufacturer',
        'Acme',
        '--model',
        model,
        '--valid-from',
        validFrom,
        '--kg',
        '120',
        '--low',
        '90',
        '--high',
        '150',
        '--source',
        'Acme product carbon footprint',
        '--source-in',
        'fi=Acmen tuotekohtainen hiilijalanjälki',
        '--source-in',
        'se=Acmes produktklimatavtryck',
        '--source-year',
        '2025',
      ],
      environment,
    );
    expect(added.output).toContain(
      `Added laptop Acme ${model}: 120 (90-150) kg CO2e from ${validFrom} (Acme product carbon footprint (2025); 2 translation(s)).`,
    );
    expect(added.code).toBe(0);

    const listed = runAdmin(
      ['co2-factors', 'list', '--country', 'no', '--category', category, '--at', validFrom],
      environment,
    );
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(`laptop  Acme ${model}  120 (90-150) kg  from ${validFrom}`);
    expect(listed.output).toMatch(
      /laptop {2}\(category average\) {2}250 \(150-350\) kg {2}from 2015-01-01/,
    );

    const backdated = runAdmin(
      [
        'co2-factors',
        'add',
        '--country',
        'no',
        '--category',
        category,
        '--valid-from',
        '2020-01-01',
        '--kg',
        '1',
        '--low',
        '1',
        '--high',
        '1',
        '--source',
        'Late',
        '--source-year',
        '2020',
      ],
      environment,
    );
    expect(backdated.code).toBe(2);
    expect(backdated.output).toContain('valid_from: valid_from must be');

    const english = runAdmin(
      ['co2-factors', 'add', '--country', 'no', '--source-in', 'en=Twice English'],
      environment,
    );
    expect(english.code).toBe(2);
    expect(english.output).toContain('--source-in: "en=Twice English" is not language=text');
  });
});
