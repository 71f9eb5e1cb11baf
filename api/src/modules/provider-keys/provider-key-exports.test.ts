import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCsv,
  consoleExport,
  expectConsoleExportRefusals,
} from '../../test-support/console-export-requests.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createLoggedProviderKey } from './service.js';

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

describe('the provider keys as a file, for an access review', () => {
  it('lists the provider keys, working first, for administrators only', async () => {
    const system = `Warehouse ${randomUUID().slice(0, 8)}`;
    const staff = await createTestStaff(server, { name: 'Key Keeper' });
    await createLoggedProviderKey(server.databases.no, system, {
      staff: {
        staffId: staff.id,
        sessionId: randomUUID(),
        email: staff.email,
        name: 'Key Keeper',
        role: 'administrator',
        language: 'en',
        sessionExpiresAt: new Date(Date.now() + 60_000),
      },
      ipAddress: null,
    });
    const rows = await consoleCsv(
      server,
      '/api/console/no/exports/provider-keys.csv?language=en',
      administratorToken,
    );
    expect(rows[0]).toEqual(['System', 'Status', 'Created', 'Last used', 'Revoked on']);
    expect(rows.find((row) => row[0] === system)?.[1]).toBe('Working');
    expect(
      (await consoleExport(server, '/api/console/no/exports/provider-keys.csv', managerToken))
        .status,
    ).toBe(403);
    await expectConsoleExportRefusals(server, '/api/console/no/exports/provider-keys.csv');
  });
});
