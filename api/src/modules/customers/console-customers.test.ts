import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplier,
  createSupplierGroup,
  createUser,
  uniqueEmail,
} from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Kari Konsoll' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const customersQuery = /* GraphQL */ `
  query console_customers($text: String, $sort: ConsoleCustomerSort, $direction: SortDirection) {
    console_customers(text: $text, sort: $sort, direction: $direction) {
      total
      items {
        id
        company
        is_master_account
        master_company
        sub_supplier_count
        can_upload
        active_users
        invited_users
        last_sign_in_at
      }
    }
  }
`;

const usersQuery = /* GraphQL */ `
  query console_customer_users($customer_id: ID!, $text: String) {
    console_customer_users(customer_id: $customer_id, text: $text) {
      total
      items {
        id
        email
        status
        is_admin
        last_sign_in_at
      }
    }
  }
`;

const inviteMutation = /* GraphQL */ `
  mutation console_invite_customer_user(
    $customer_id: ID!
    $email: String!
    $first_name: String!
    $last_name: String!
    $language: String!
    $is_admin: Boolean!
    $has_report_access: Boolean!
  ) {
    console_invite_customer_user(
      customer_id: $customer_id
      email: $email
      first_name: $first_name
      last_name: $last_name
      language: $language
      is_admin: $is_admin
      has_report_access: $has_report_access
    ) {
      id
      email
      status
      is_admin
      language
      invited_at
    }
  }
`;

const resendMutation = /* GraphQL */ `
  mutation console_resend_customer_invitation($user_id: ID!) {
    console_resend_customer_invitation(user_id: $user_id) {
      id
      status
    }
  }
`;

const deactivateMutation = /* GraphQL */ `
  mutation console_deactivate_customer_user($user_id: ID!) {
    console_deactivate_customer_user(user_id: $user_id) {
      id
      status
    }
  }
`;

const canUploadMutation = /* GraphQL */ `
  mutation console_set_customer_can_upload($customer_id: ID!, $can_upload: Boolean!) {
    console_set_customer_can_upload(customer_id: $customer_id, can_upload: $can_upload) {
      id
      can_upload
    }
  }
`;

interface CustomerItem {
  id: string;
  company: string;
  master_company: string | null;
  sub_supplier_count: number;
  active_users: number;
  invited_users: number;
  last_sign_in_at: string | null;
}

const invitation = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  email: uniqueEmail('invited'),
  first_name: 'Aino',
  last_name: 'Virtanen',
  language: 'fi',
  is_admin: true,
  has_report_access: true,
  ...overrides,
});

const auditOf = (supplierId: string) =>
  server.databases.no
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'actor_name'])
    .where('supplier_id', '=', supplierId)
    .orderBy('occurred_at')
    .execute();

describe("the console's customers", () => {
  it('lists customers with their group, users and last sign-in, found by a user’s e-mail', async () => {
    const { master, subSuppliers } = await createSupplierGroup(server.databases.no, 2);
    const user = await createUser(server.databases.no, { supplier_id: master.id });
    await createUser(server.databases.no, { supplier_id: master.id, status: 'invited' });
    await signIn(server, user);
    const byEmail = await server.graphql<{
      console_customers: { total: number; items: CustomerItem[] };
    }>({
      query: customersQuery,
      variables: { text: user.email },
      token: supportToken,
    });
    expect(byEmail.body.data?.console_customers.items).toEqual([
      expect.objectContaining({
        id: master.id,
        sub_supplier_count: 2,
        active_users: 1,
        invited_users: 1,
        master_company: null,
      }),
    ]);
    expect(byEmail.body.data?.console_customers.items[0]?.last_sign_in_at).toMatch(/^\d{4}-/);
    const sub = await server.graphql<{ console_customers: { items: CustomerItem[] } }>({
      query: customersQuery,
      variables: { text: subSuppliers[0]!.company },
      token: supportToken,
    });
    expect(sub.body.data?.console_customers.items).toEqual([
      expect.objectContaining({ master_company: master.company, active_users: 0 }),
    ]);
  });

  it('invites a user in their language, resends and deactivates, in both logs', async () => {
    const customer = await createSupplier(server.databases.no);
    const input = invitation(customer.id);
    const invited = await server.graphql<{
      console_invite_customer_user: { id: string; status: string; invited_at: string };
    }>({
      query: inviteMutation,
      variables: input,
      token: managerToken,
    });
    const user = invited.body.data?.console_invite_customer_user;
    expect(user?.status).toBe('INVITED');
    expect(user?.invited_at).toMatch(/^\d{4}-/);
    const mails = () =>
      server.databases.no
        .selectFrom('email_outbox')
        .select(['language', 'template'])
        .where('recipient', '=', input.email)
        .execute();
    const [mail, ...more] = await mails();
    expect([mail?.language, more]).toEqual(['fi', []]);
    expect(mail?.template).toContain('invitation');

    const resent = await server.graphql({
      query: resendMutation,
      variables: { user_id: user!.id },
      token: managerToken,
    });
    expect(resent.body.errors).toBeUndefined();
    expect(await mails()).toHaveLength(2);

    const listed = await server.graphql<{
      console_customer_users: { items: { email: string; status: string; is_admin: boolean }[] };
    }>({
      query: usersQuery,
      variables: { customer_id: customer.id },
      token: supportToken,
    });
    expect(listed.body.data?.console_customer_users.items).toEqual([
      expect.objectContaining({ email: input.email, status: 'INVITED', is_admin: true }),
    ]);

    const deactivated = await server.graphql<{
      console_deactivate_customer_user: { status: string };
    }>({
      query: deactivateMutation,
      variables: { user_id: user!.id },
      token: managerToken,
    });
    expect(deactivated.body.data?.console_deactivate_customer_user.status).toBe('DEACTIVATED');
    const again = await server.graphql({
      query: resendMutation,
      variables: { user_id: user!.id },
      token: managerToken,
    });
    expect(errorCodeOf(again)).toBe('ALREADY_REGISTERED');

    expect(await auditOf(customer.id)).toEqual([
      { action: 'user.invited', actor_type: 'staff', actor_name: 'Kari Konsoll' },
      { action: 'user.invitation_resent', actor_type: 'staff', actor_name: 'Kari Konsoll' },
      { action: 'user.deactivated', actor_type: 'staff', actor_name: 'Kari Konsoll' },
    ]);
    const staffLog = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('action')
      .where('supplier_id', '=', customer.id)
      .orderBy('id')
      .execute();
    expect(staffLog.map((entry) => entry.action)).toEqual([
      'customer_user.invited',
      'customer_user.invitation_resent',
      'customer_user.deactivated',
    ]);
  });

  it('ends a deactivated user’s session at once', async () => {
    const customer = await createSupplier(server.databases.no);
    const user = await createUser(server.databases.no, { supplier_id: customer.id });
    const token = await signIn(server, user);
    await server.graphql({
      query: deactivateMutation,
      variables: { user_id: user.id },
      token: managerToken,
    });
    const after = await server.graphql({ query: '{ get_documents { category } }', token });
    expect(errorCodeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('switches whether a customer may attach files, logged once per change', async () => {
    const customer = await createSupplier(server.databases.no, { can_upload: true });
    for (const canUpload of [false, false]) {
      const answer = await server.graphql<{
        console_set_customer_can_upload: { can_upload: boolean };
      }>({
        query: canUploadMutation,
        variables: { customer_id: customer.id, can_upload: canUpload },
        token: managerToken,
      });
      expect(answer.body.data?.console_set_customer_can_upload.can_upload).toBe(false);
    }
    expect(await auditOf(customer.id)).toEqual([
      { action: 'supplier.settings_changed', actor_type: 'staff', actor_name: 'Kari Konsoll' },
    ]);
  });

  it('refuses bad input and the support role, storing nothing', async () => {
    const customer = await createSupplier(server.databases.no, { can_upload: true });
    const existing = await createUser(server.databases.no);
    const refusals: [Record<string, unknown>, string, string][] = [
      [invitation(customer.id, { email: 'not an address' }), managerToken, 'BAD_USER_INPUT'],
      [invitation(customer.id, { language: 'de' }), managerToken, 'BAD_USER_INPUT'],
      [invitation(customer.id, { first_name: ' ' }), managerToken, 'BAD_USER_INPUT'],
      [invitation(customer.id, { email: existing.email }), managerToken, 'EMAIL_IN_USE'],
      [invitation('00000000-0000-4000-8000-000000000000'), managerToken, 'NOT_FOUND'],
      [invitation(customer.id), supportToken, 'FORBIDDEN'],
    ];
    for (const [variables, token, code] of refusals) {
      const answer = await server.graphql({ query: inviteMutation, variables, token });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
    }
    const bySupport = await server.graphql({
      query: canUploadMutation,
      variables: { customer_id: customer.id, can_upload: false },
      token: supportToken,
    });
    expect(errorCodeOf(bySupport)).toBe('FORBIDDEN');
    const users = await server.databases.no
      .selectFrom('users')
      .select('id')
      .where('supplier_id', '=', customer.id)
      .execute();
    expect(users).toEqual([]);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it('is closed to customers, and to another country’s staff', async () => {
    const customer = await createSupplier(server.databases.no);
    const customerToken = await signIn(
      server,
      await createUser(server.databases.no, { is_admin: true }),
    );
    const danishStaff = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    for (const token of [customerToken, danishStaff]) {
      const list = await server.graphql({ query: customersQuery, token });
      expect(errorCodeOf(list)).toBe('UNAUTHENTICATED');
    }
    // At its own country's endpoint the Danish staff member finds no Norwegian customer.
    const inDenmark = await server.graphql({
      query: usersQuery,
      variables: { customer_id: customer.id },
      token: danishStaff,
      country: 'dk',
    });
    expect(errorCodeOf(inDenmark)).toBe('NOT_FOUND');
  });
});
