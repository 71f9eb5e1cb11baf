import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCsv,
  consoleExport,
  expectConsoleExportRefusals,
} from '../../test-support/console-export-requests.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let administratorToken: string;
let managerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  administratorToken = await signInStaff(server, await createTestStaff(server));
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager' }),
  );
});
afterAll(() => server.close());

describe('the staff as a file, for an access review', () => {
  it('lists the staff the text finds, active first by name, with role and authenticator', async () => {
    const tag = randomUUID().slice(0, 8);
    await createTestStaff(server, { name: `Bente ${tag}`, role: 'support' });
    await createTestStaff(server, { name: `Arne ${tag}`, role: 'account_manager' });
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/staff.csv?text=${tag}&language=no`,
      administratorToken,
    );
    expect(rows[0]?.slice(0, 3)).toEqual(['Navn', 'E-post', 'Rolle']);
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      [`Arne ${tag}`, 'Kundeansvarlig'],
      [`Bente ${tag}`, 'Kundestøtte (kun lesetilgang)'],
    ]);
    // Administrators only, as the page: an account manager gets no file.
    expect(
      (await consoleExport(server, '/api/console/no/exports/staff.csv', managerToken)).status,
    ).toBe(403);
    await expectConsoleExportRefusals(server, '/api/console/no/exports/staff.csv');
  });
});
