import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addCo2Factors } from './factors.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's CO2 factors run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 factors as for 3', async () => {
    const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
    const code = `test_${letters.join('')}`;
    await server.databases.no
      .insertInto('unit_categories')
      .values({ code, position: 99 })
      .execute();
    await addCo2Factors(
      server.databases.no,
      Array.from({ length: 32 }, (_, index) => ({
        category: code,
        manufacturer: `Maker ${index}`,
        model: `Model ${index}`,
        valid_from: addDays(todayInBusinessTimeZone(), 1),
        kg_co2e: 200,
        kg_co2e_low: 150,
        kg_co2e_high: 250,
        source: 'Product carbon footprint',
        source_year: 2025,
      })),
    );
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_co2_factors',
      arguments: `category: "${code}"`,
      rows: 'items',
    });
  });
});
