import { afterAll, beforeAll, describe, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addCo2Equivalents } from './equivalents.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's equivalents run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 equivalents as for 3', async () => {
    await addCo2Equivalents(
      server.databases.no,
      'no',
      Array.from({ length: 32 }, (_, index) => ({
        equivalent: 'persons',
        valid_from: addDays(todayInBusinessTimeZone(), 50_000 + index),
        per_ton_co2e: 0.1,
        source: 'Statistics Norway',
        source_year: 2025,
      })),
    );
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_co2_equivalents',
      rows: 'items',
    });
  });
});
