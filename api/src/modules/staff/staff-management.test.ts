import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test-support/factories.js';
import {
  createTestStaff,
  signInStaff,
  type TestStaffMember,
} from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let administrator: TestStaffMember;
let administratorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  administrator = await createTestStaff(server, { name: 'Ada Administrator' });
  administratorToken = await signInStaff(server, administrator);
});
afterAll(() => server.close());

const addMutation = /* GraphQL */ `
  mutation console_add_staff_member(
    $email: String!
    $name: String!
    $role: StaffRole!
    $language: String!
  ) {
    console_add_staff_member(email: $email, name: $name, role: $role, language: $language) {
      member {
        id
        email
        role
        status
        authenticator_set_up
      }
      first_password
    }
  }
`;

const resetMutation = /* GraphQL */ `
  mutation console_reset_staff_member($id: ID!) {
    console_reset_staff_member(id: $id) {
      member {
        status
        authenticator_set_up
      }
      first_password
    }
  }
`;

const deactivateMutation = /* GraphQL */ `
  mutation console_deactivate_staff_member($id: ID!) {
    console_deactivate_staff_member(id: $id) {
      status
    }
  }
`;

const membersQuery = /* GraphQL */ `
  query console_staff_members($text: String) {
    console_staff_members(text: $text) {
      total
      items {
        email
        status
      }
    }
  }
`;

const meQuery = `query console_me { console_me { email } }`;

interface Added {
  console_add_staff_member: {
    member: { id: string; email: string; status: string; authenticator_set_up: boolean };
    first_password: string;
  };
}

describe("administrators manage the country's staff in the console", () => {
  it('adds a member who signs in with the first password, resets and deactivates them', async () => {
    const email = uniqueEmail('new-staff');
    const added = await server.graphql<Added>({
      query: addMutation,
      variables: { email, name: 'Nils Nyansatt', role: 'support', language: 'no' },
      token: administratorToken,
    });
    const answer = added.body.data?.console_add_staff_member;
    expect(answer?.member).toMatchObject({ email, status: 'active', authenticator_set_up: false });
    expect(answer?.first_password.length).toBeGreaterThanOrEqual(16);

    const member: TestStaffMember = {
      id: answer!.member.id,
      email,
      password: answer!.first_password,
      country: 'no',
    };
    const memberToken = await signInStaff(server, member);
    const listed = await server.graphql<{ console_staff_members: { items: { status: string }[] } }>(
      { query: membersQuery, variables: { text: email }, token: administratorToken },
    );
    expect(listed.body.data?.console_staff_members.items).toEqual([{ email, status: 'active' }]);

    // A lost phone: a new password, no authenticator, the session ended.
    const reset = await server.graphql<{
      console_reset_staff_member: {
        member: { authenticator_set_up: boolean };
        first_password: string;
      };
    }>({ query: resetMutation, variables: { id: member.id }, token: administratorToken });
    const again = reset.body.data?.console_reset_staff_member;
    expect(again?.member.authenticator_set_up).toBe(false);
    expect(again?.first_password).not.toBe(member.password);
    expect(errorCodeOf(await server.graphql({ query: meQuery, token: memberToken }))).toBe(
      'UNAUTHENTICATED',
    );
    const secondToken = await signInStaff(server, {
      ...member,
      password: again!.first_password,
      secret: undefined,
    });

    const deactivated = await server.graphql<{
      console_deactivate_staff_member: { status: string };
    }>({ query: deactivateMutation, variables: { id: member.id }, token: administratorToken });
    expect(deactivated.body.data?.console_deactivate_staff_member.status).toBe('deactivated');
    expect(errorCodeOf(await server.graphql({ query: meQuery, token: secondToken }))).toBe(
      'UNAUTHENTICATED',
    );

    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'staff_name'])
      .where('target_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      { action: 'staff_member.added', staff_name: 'Ada Administrator' },
      { action: 'staff_member.reset', staff_name: 'Ada Administrator' },
      { action: 'staff_member.deactivated', staff_name: 'Ada Administrator' },
    ]);
  });

  it('refuses other roles, oneself, a taken address and bad input, storing nothing', async () => {
    const manager = await signInStaff(
      server,
      await createTestStaff(server, { role: 'account_manager' }),
    );
    const email = uniqueEmail('refused');
    const valid = { email, name: 'Refused', role: 'support', language: 'en' };
    const refusals: [Record<string, unknown>, string, string][] = [
      [valid, manager, 'FORBIDDEN'],
      [{ ...valid, email: 'not an address' }, administratorToken, 'BAD_USER_INPUT'],
      [{ ...valid, name: ' ' }, administratorToken, 'BAD_USER_INPUT'],
      [{ ...valid, language: 'de' }, administratorToken, 'BAD_USER_INPUT'],
      [{ ...valid, email: administrator.email.toUpperCase() }, administratorToken, 'EMAIL_IN_USE'],
    ];
    for (const [variables, token, code] of refusals) {
      const answer = await server.graphql({ query: addMutation, variables, token });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
    }
    const stored = await server.databases.no
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([]);
    const self = await server.graphql({
      query: deactivateMutation,
      variables: { id: administrator.id },
      token: administratorToken,
    });
    expect(errorCodeOf(self)).toBe('CANNOT_DEACTIVATE_SELF');
    expect(errorCodeOf(await server.graphql({ query: membersQuery, token: manager }))).toBe(
      'FORBIDDEN',
    );
    const unknown = await server.graphql({
      query: resetMutation,
      variables: { id: 'nope' },
      token: administratorToken,
    });
    expect(errorCodeOf(unknown)).toBe('NOT_FOUND');
  });
});
