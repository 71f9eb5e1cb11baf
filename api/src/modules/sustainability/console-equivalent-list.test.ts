import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addCo2Equivalents } from './equivalents.js';

/** The equivalents are the country's whole list: this file's server has databases of its own. */
let server: TestServer;
/** Norwegian puts Å after Z: a Norwegian reader's sources sort as theirs do. */
let norwegianReaderToken: string;
let englishReaderToken: string;
const inDays = (days: number) => addDays(todayInBusinessTimeZone(), days);

beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  norwegianReaderToken = await staffSession(server, 'support', 'no', 'no');
  englishReaderToken = await staffSession(server, 'support');
  const figure = (equivalent: string, days: number, source: string) => ({
    equivalent,
    valid_from: inDays(days),
    per_ton_co2e: 0.1 + days / 1000,
    source,
    source_year: 2025,
  });
  await addCo2Equivalents(server.databases.no, 'no', [
    figure('persons', 30, 'Zeta Institute'),
    figure('households', 20, 'Åland Statistics'),
    figure('households', 10, 'Bergen Energy Agency'),
  ]);
});
afterAll(() => server.close());

interface Equivalent {
  equivalent: string;
  country: string | null;
  valid_from: string;
  per_ton_co2e: number;
  source: string;
  source_year: number | null;
  source_url: string | null;
}

const listQuery = /* GraphQL */ `
  query console_co2_equivalents(
    $equivalent: String
    $at: String
    $page: Int
    $sort: ConsoleCo2EquivalentSort
    $direction: SortDirection
  ) {
    console_co2_equivalents(
      equivalent: $equivalent
      at: $at
      page: $page
      page_size: 3
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        equivalent
        country
        valid_from
        per_ton_co2e
        source
        source_year
        source_url
      }
    }
  }
`;

/** Every page of the list, three a page (so the order holds across pages too). */
const listed = (variables: Record<string, unknown>, token = norwegianReaderToken) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<{
      console_co2_equivalents: { total: number; items: Equivalent[] };
    }>({ query: listQuery, variables: { ...variables, page }, token });
    const list = answer.body.data?.console_co2_equivalents;
    if (!list) throw new Error(JSON.stringify(answer.body.errors));
    return list;
  });

const ownSources = ['Zeta Institute', 'Åland Statistics', 'Bergen Energy Agency'];
const sourcesOf = (items: Equivalent[]) =>
  items.map((item) => item.source).filter((source) => ownSources.includes(source));

/** Whether each row comes no later than the next by the keys, in turn. */
function inOrder(items: Equivalent[], keys: ((item: Equivalent) => string)[]): boolean {
  return items.every((item, index) => {
    const next = items[index + 1];
    if (!next) return true;
    for (const key of keys) {
      if (key(item) !== key(next)) return key(item) < key(next);
    }
    return true;
  });
}

describe("the console's everyday equivalents, sorted", () => {
  it('keeps its order without arguments: by kind, the country’s own first, then by start', async () => {
    const plain = await listed({});
    expect(plain.length).toBeGreaterThan(3);
    expect(
      inOrder(plain, [
        (item) => item.equivalent,
        (item) => (item.country ? '0' : '1'),
        (item) => item.valid_from,
      ]),
    ).toBe(true);
    expect(await listed({ sort: 'equivalent', direction: 'ASC' })).toEqual(plain);
    expect(await listed({ sort: 'equivalent', direction: 'DESC' })).toEqual([...plain].reverse());
  });

  it('sorts by start and by source both ways, text in the reader’s alphabet', async () => {
    const byStart = await listed({ sort: 'valid_from' });
    expect(inOrder(byStart, [(item) => item.valid_from, (item) => item.equivalent])).toBe(true);
    expect(await listed({ sort: 'valid_from', direction: 'DESC' })).toEqual([...byStart].reverse());
    expect(sourcesOf(await listed({ sort: 'source' }))).toEqual([
      'Bergen Energy Agency',
      'Zeta Institute',
      'Åland Statistics',
    ]);
    expect(sourcesOf(await listed({ sort: 'source', direction: 'DESC' }))).toEqual([
      'Åland Statistics',
      'Zeta Institute',
      'Bergen Energy Agency',
    ]);
    // English sorts Å with A.
    expect(sourcesOf(await listed({ sort: 'source' }, englishReaderToken))).toEqual([
      'Åland Statistics',
      'Bergen Energy Agency',
      'Zeta Institute',
    ]);
  });

  it('refuses an order it does not have and a day that is none, as the client’s fault', async () => {
    for (const [variables, code] of [
      // Not one of the schema's values: refused before it runs.
      [{ sort: 'per_ton_co2e' }, 'GRAPHQL_VALIDATION_FAILED'],
      [{ at: '2026-02-30' }, 'BAD_USER_INPUT'],
      [{ page: 0 }, 'BAD_USER_INPUT'],
    ] as const) {
      const answer = await server.graphql({
        query: listQuery,
        variables,
        token: englishReaderToken,
      });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe("the console's everyday equivalents as a file", () => {
  const path = (format: 'csv' | 'xlsx', query: string, country = 'no') =>
    `/api/console/${country}/exports/co2-equivalents.${format}?${query}`;

  it('holds the rows the page shows for its filters and order, headers in the file’s language', async () => {
    const views: Record<string, string>[] = [
      {},
      { sort: 'source', direction: 'DESC' },
      { equivalent: 'households', sort: 'valid_from', direction: 'ASC' },
      { at: inDays(25), sort: 'equivalent', direction: 'DESC' },
    ];
    for (const variables of views) {
      const shown = await listed(variables);
      const query = new URLSearchParams({ ...variables, language: 'da' }).toString();
      const rows = await consoleCsv(server, path('csv', query), englishReaderToken);
      expect(rows[0]).toEqual([
        'Sammenligning',
        'Oprindelse',
        'Gældende fra',
        'Pr. ton CO2e',
        'Kilde',
        'Kildens år',
        'Kildens adresse (valgfrit)',
      ]);
      // The kind and its origin are in Danish words; the rest as the page has them.
      expect(rows.slice(1).map((row) => row.slice(2))).toEqual(
        shown.map((item) => [
          item.valid_from,
          String(item.per_ton_co2e),
          item.source,
          item.source_year === null ? '' : String(item.source_year),
          item.source_url ?? '',
        ]),
      );
      expect(rows.slice(1).map((row) => row[1])).toEqual(
        shown.map((item) => (item.country ? 'Norge' : 'Europæisk tal')),
      );
      const xlsx = await consoleXlsx(server, path('xlsx', query), englishReaderToken);
      expect(xlsx.name).toBe('Hverdagssammenligninger');
      // A day is a date cell in the workbook: its day is the page's.
      expect(
        xlsx.rows.slice(1).map((row) => [...row.slice(0, 2), row[2]?.slice(0, 10), row[4]]),
      ).toEqual(rows.slice(1).map((row) => [...row.slice(0, 2), row[2], row[4]]));
    }
    const households = await consoleCsv(
      server,
      path('csv', `equivalent=households&at=${inDays(15)}&language=da`),
      englishReaderToken,
    );
    expect(households.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['husstandes årlige elforbrug', 'Norge', inDays(10)],
    ]);
  });

  it('is refused to anyone but this country’s staff, and for an order the list has not', async () => {
    await expectConsoleExportRefusals(server, path('csv', ''));
    for (const query of ['sort=per_ton_co2e', 'direction=up', 'at=2026-02-30']) {
      const response = await consoleExport(server, path('csv', query), englishReaderToken);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    // Denmark's staff read Denmark's figures and the European ones: never Norway's own.
    const danishStaff = await staffSession(server, 'support', 'dk');
    const danish = await consoleCsv(server, path('csv', 'language=en', 'dk'), danishStaff);
    const origins = new Set(danish.slice(1).map((row) => row[1]));
    expect(origins.has('Denmark')).toBe(true);
    expect(origins.has('Norway')).toBe(false);
    expect(danish.slice(1).map((row) => row[4])).not.toContain('Bergen Energy Agency');
  });
});
