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

const sortedStaffQuery = /* GraphQL */ `
  query console_staff_members(
    $text: String
    $sort: ConsoleStaffMemberSort
    $direction: SortDirection
  ) {
    console_staff_members(text: $text, sort: $sort, direction: $direction) {
      items {
        name
      }
    }
  }
`;

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

  it('sorts the list and the file by status, name, role and last sign-in, both ways', async () => {
    const tag = randomUUID().slice(0, 8);
    const cecilie = await createTestStaff(server, { name: `Cecilie ${tag}`, role: 'support' });
    await createTestStaff(server, { name: `Bente ${tag}`, role: 'administrator' });
    await createTestStaff(server, { name: `Arne ${tag}`, role: 'account_manager' });
    const deactivated = await createTestStaff(server, { name: `Aase ${tag}`, role: 'support' });
    await server.databases.no
      .updateTable('staff_members')
      .set({ status: 'deactivated' })
      .where('id', '=', deactivated.id)
      .execute();
    await signInStaff(server, cecilie);
    const namesOf = async (sort?: string, direction?: string) => {
      const answer = await server.graphql<{
        console_staff_members: { items: { name: string }[] };
      }>({
        query: sortedStaffQuery,
        variables: { text: tag, sort, direction },
        token: administratorToken,
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.console_staff_members.items.map(
        (member) => member.name.split(' ')[0],
      );
    };
    // Active first, then by name (the administrator reads English).
    expect(await namesOf()).toEqual(['Arne', 'Bente', 'Cecilie', 'Aase']);
    expect(await namesOf('name', 'ASC')).toEqual(['Aase', 'Arne', 'Bente', 'Cecilie']);
    expect(await namesOf('name', 'DESC')).toEqual(['Cecilie', 'Bente', 'Arne', 'Aase']);
    // Administrators, account managers, support; by name within a role.
    expect(await namesOf('role', 'ASC')).toEqual(['Bente', 'Arne', 'Aase', 'Cecilie']);
    expect((await namesOf('last_sign_in_at', 'DESC'))?.[0]).toBe('Cecilie');

    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/staff.csv?text=${tag}&sort=role&direction=desc&language=no`,
      administratorToken,
    );
    // The Norwegian file reads Aa as Å, after Z: last by name, so first backwards.
    expect(rows.slice(1).map((row) => row[0]?.split(' ')[0])).toEqual([
      'Aase',
      'Cecilie',
      'Arne',
      'Bente',
    ]);
    expect(
      (
        await consoleExport(
          server,
          '/api/console/no/exports/staff.csv?sort=email',
          administratorToken,
        )
      ).status,
    ).toBe(400);
  });
});
