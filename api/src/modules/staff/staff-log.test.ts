import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordStaffAudit } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const logQuery = /* GraphQL */ `
  query console_staff_log($text: String, $action: String, $from: String, $to: String) {
    console_staff_log(text: $text, action: $action, from: $from, to: $to) {
      total
      items {
        staff_name
        action
        target_label
        details
      }
    }
  }
`;

interface LogPage {
  console_staff_log: {
    total: number;
    items: { staff_name: string; action: string; target_label: string | null; details: string }[];
  };
}

describe("the console's staff log", () => {
  it('shows administrators what colleagues did, newest first, by text, action and day', async () => {
    const tag = randomUUID().slice(0, 8);
    const colleague = await createTestStaff(server, {
      role: 'account_manager',
      name: `Anna ${tag}`,
    });
    await signInStaff(server, colleague);
    await recordStaffAudit(server.databases.no, {
      staff: { id: colleague.id, name: `Anna ${tag}` },
      action: 'document.uploaded',
      target: { type: 'document', id: randomUUID(), label: 'Packing guide' },
      details: { key: 'packing-guide' },
    });
    const administrator = await signInStaff(server, await createTestStaff(server));

    const all = await server.graphql<LogPage>({
      query: logQuery,
      variables: { text: tag },
      token: administrator,
    });
    expect(all.body.data?.console_staff_log.items).toEqual([
      {
        staff_name: `Anna ${tag}`,
        action: 'document.uploaded',
        target_label: 'Packing guide',
        details: JSON.stringify({ key: 'packing-guide' }),
      },
      expect.objectContaining({ staff_name: `Anna ${tag}`, action: 'sign_in.succeeded' }),
    ]);
    const uploads = await server.graphql<LogPage>({
      query: logQuery,
      variables: { text: tag, action: 'document.uploaded' },
      token: administrator,
    });
    expect(uploads.body.data?.console_staff_log.total).toBe(1);
    const tomorrow = addDays(todayInBusinessTimeZone(), 1);
    const later = await server.graphql<LogPage>({
      query: logQuery,
      variables: { text: tag, from: tomorrow },
      token: administrator,
    });
    expect(later.body.data?.console_staff_log.total).toBe(0);
  });

  it('is for administrators only, and refuses a malformed filter', async () => {
    const manager = await signInStaff(
      server,
      await createTestStaff(server, { role: 'account_manager' }),
    );
    const customer = await signIn(
      server,
      await createUser(server.databases.no, { is_admin: true }),
    );
    expect(errorCodeOf(await server.graphql({ query: logQuery, token: manager }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCodeOf(await server.graphql({ query: logQuery, token: customer }))).toBe(
      'UNAUTHENTICATED',
    );
    const administrator = await signInStaff(server, await createTestStaff(server));
    for (const variables of [{ action: 'drop table' }, { from: '2026-02-30' }]) {
      const answer = await server.graphql({ query: logQuery, variables, token: administrator });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});
