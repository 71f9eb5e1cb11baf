import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { runAdmin } from '../../test-support/admin-cli.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.dk;
  ({ key } = await createProviderKey(database, 'Sustainability system'));
});
afterAll(() => server.close());

interface Answer {
  added?: number;
  equivalents?: {
    equivalent: string;
    country: string | null;
    valid_from: string;
    per_ton_co2e: number;
    source: string;
    source_translations: Record<string, string>;
    source_year: number | null;
    source_url: string | null;
  }[];
  error?: { code: string; fields?: { field: string; message: string }[] };
}

async function send(equivalents: unknown[], token: string = key, country = 'dk') {
  const response = await fetch(`${server.url}/api/provider/${country}/co2-equivalents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ equivalents }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** A source of the test's own, to count its rows by. */
const ownSource = () => `Test source ${randomBytes(6).toString('hex')}`;

// The test databases are shared by every test file: days far in the future (later than the
// dashboard's test in summary.test.ts) keep these rows out of every other test's periods (a
// period shows the equivalents valid on its last day).
function equivalent(source: string, overrides: Record<string, unknown> = {}) {
  return {
    equivalent: 'households',
    valid_from: '2095-03-01',
    per_ton_co2e: '2.5',
    source,
    source_translations: { da: `${source} på dansk` },
    source_year: 2024,
    source_url: 'https://example.com/household-electricity',
    ...overrides,
  };
}

const rowsOf = async (source: string) =>
  Number(
    (
      await database
        .selectFrom('equivalent_factors')
        .select(({ fn }) => fn.countAll().as('count'))
        .where('source', '=', source)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('POST /api/provider/:country/co2-equivalents', () => {
  it("adds the country's own equivalents with their sources", async () => {
    const source = ownSource();
    const answer = await send([
      equivalent(source),
      equivalent(source, {
        equivalent: 'water_liters',
        per_ton_co2e: 123456.7891,
        source_translations: undefined,
        source_url: undefined,
      }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      added: 2,
      equivalents: [
        {
          equivalent: 'households',
          country: 'dk',
          valid_from: '2095-03-01',
          per_ton_co2e: 2.5,
          source,
          source_translations: { da: `${source} på dansk` },
          source_year: 2024,
          source_url: 'https://example.com/household-electricity',
        },
        {
          equivalent: 'water_liters',
          country: 'dk',
          valid_from: '2095-03-01',
          per_ton_co2e: 123456.7891,
          source,
          source_translations: {},
          source_year: 2024,
          source_url: null,
        },
      ],
    });
  });

  it('refuses the whole batch for one bad equivalent, naming each problem, and never backdates', async () => {
    const source = ownSource();
    const answer = await send([
      equivalent(source, { valid_from: '2095-04-01' }),
      equivalent(source, { equivalent: 'cars', per_ton_co2e: 0 }),
      equivalent(source, { valid_from: todayInBusinessTimeZone() }),
      equivalent(source, { source_url: 'ftp://example.com', source_translations: { en: 'x' } }),
      equivalent(source, { valid_from: '2095-04-01', per_ton_co2e: '1.23456' }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('BAD_USER_INPUT');
    expect(answer.body.error?.fields?.map((field) => field.field)).toEqual([
      'equivalents.1.equivalent',
      'equivalents.1.per_ton_co2e',
      'equivalents.2.valid_from',
      'equivalents.3.source_translations',
      'equivalents.3.source_url',
      'equivalents.4.per_ton_co2e',
    ]);
    expect(answer.body.error?.fields?.[2]?.message).toContain('past figures cannot change');
    expect(await rowsOf(source)).toBe(0);

    const twice = await send([
      equivalent(source, { valid_from: '2095-05-01' }),
      equivalent(source, { valid_from: '2095-05-01' }),
    ]);
    expect(twice.body.error?.fields?.map((field) => field.field)).toEqual([
      'equivalents.1.valid_from',
    ]);
    expect(await rowsOf(source)).toBe(0);

    expect((await send([equivalent(source, { valid_from: '2095-05-01' })])).status).toBe(200);
    const again = await send([equivalent(source, { valid_from: '2095-05-01' })]);
    expect(again.status).toBe(400);
    expect(again.body.error?.fields?.[0]?.field).toBe('equivalents');
    expect(await rowsOf(source)).toBe(1);
  });

  it("refuses a user's token, no key and another country's key", async () => {
    const source = ownSource();
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    const userToken = await signIn(server, user, 'dk');
    expect((await send([equivalent(source)], userToken)).status).toBe(403);
    expect((await send([equivalent(source)], '')).status).toBe(401);
    expect((await send([equivalent(source)], key, 'no')).status).toBe(401);
    expect(await rowsOf(source)).toBe(0);
  });

  it('keeps published equivalents as they are: the database refuses changes and backdating', async () => {
    const source = ownSource();
    await send([equivalent(source, { valid_from: '2095-06-01' })]);
    await expect(
      sql`update equivalent_factors set per_ton_co2e = 9 where source = ${source}`.execute(
        database,
      ),
    ).rejects.toThrow(/published and cannot be changed/);
    await expect(
      sql`delete from equivalent_factors where source = ${source}`.execute(database),
    ).rejects.toThrow(/published and cannot be changed/);
    await expect(
      database
        .insertInto('equivalent_factors')
        .values({
          equivalent: 'households',
          country: 'dk',
          valid_from: todayInBusinessTimeZone(),
          per_ton_co2e: '1',
          source,
        })
        .execute(),
    ).rejects.toThrow(/past figures cannot change/);
    expect(await rowsOf(source)).toBe(1);
  });
});

describe('npm run admin -- co2-equivalents', () => {
  // Three processes of the command line, the first creating and migrating its databases.
  it('adds a local equivalent and lists those in force on a day', { timeout: 180_000 }, () => {
    // Databases of the command's own (it creates and migrates them).
    const databaseServer = new URL(inject('databaseServerUrl'));
    databaseServer.pathname = `/cli_${randomBytes(4).toString('hex')}_{country}`;
    const environment = { DATABASE_URL: databaseServer.toString() };
    const today = todayInBusinessTimeZone();
    const validFrom = addDays(today, 1);
    const added = runAdmin(
      [
        'co2-equivalents',
        'add',
        '--country',
        'dk',
        '--equivalent',
        'households',
        '--per-tonne',
        '2.25',
        '--valid-from',
        validFrom,
        '--source',
        'Danish household electricity',
        '--source-in',
        'da=Dansk husstands elforbrug',
        '--source-year',
        '2024',
        '--source-url',
        'https://example.com/dk',
      ],
      environment,
    );
    expect(added.output).toContain(
      `Added households in dk: 2.25 per tonne CO2e from ${validFrom} (Danish household electricity (2024); 1 translation(s)).`,
    );
    expect(added.code).toBe(0);

    const listed = runAdmin(
      ['co2-equivalents', 'list', '--country', 'dk', '--at', today],
      environment,
    );
    expect(listed.code).toBe(0);
    // Today the dashboard still compares with the European household; from tomorrow, the Danish.
    expect(listed.output).toMatch(/households {2}European {2}0\.5556 per tonne {2}from 2015-01-01/);
    // The one Danish comparison seeded (a fresh database: for every period) is a Dane's footprint.
    expect(listed.output).toMatch(
      /persons {2}local \(dk\) {2}0\.0909 per tonne {2}from 2015-01-01/,
    );
    expect(listed.output.match(/local \(dk\)/g)).toHaveLength(1);
    // Norway's own figures are not Denmark's.
    expect(listed.output).not.toContain('local (no)');
    expect(listed.output).toContain('4 of 4 equivalents');
    const tomorrow = runAdmin(
      [
        'co2-equivalents',
        'list',
        '--country',
        'dk',
        '--equivalent',
        'households',
        '--at',
        validFrom,
      ],
      environment,
    );
    expect(tomorrow.output).toContain(
      `households  local (dk)  2.25 per tonne  from ${validFrom}  Danish household electricity (2024)`,
    );
    expect(tomorrow.output).toContain('1 of 1 equivalents');

    const backdated = runAdmin(
      [
        'co2-equivalents',
        'add',
        '--country',
        'dk',
        '--equivalent',
        'households',
        '--per-tonne',
        '1',
        '--valid-from',
        today,
        '--source',
        'Late',
        '--source-year',
        '2020',
      ],
      environment,
    );
    expect(backdated.code).toBe(2);
    expect(backdated.output).toContain('valid_from: valid_from must be');
  });
});
