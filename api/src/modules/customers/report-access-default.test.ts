import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { inviteUser } from '../invitations/service.js';

let server: TestServer;
let managerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Mona Manager' }),
  );
});
afterAll(() => server.close());

const setDefault = /* GraphQL */ `
  mutation console_set_customer_report_access_default(
    $customer_id: ID!
    $report_access_default: Boolean!
  ) {
    console_set_customer_report_access_default(
      customer_id: $customer_id
      report_access_default: $report_access_default
    ) {
      id
      report_access_default
    }
  }
`;
const invitationDefaults = /* GraphQL */ `
  query get_supplier_invitation_defaults {
    get_supplier_invitation_defaults {
      has_report_access
    }
  }
`;

function set(customerId: string, value: boolean, token = managerToken) {
  return server.graphql<{
    console_set_customer_report_access_default: { id: string; report_access_default: boolean };
  }>({
    query: setDefault,
    variables: { customer_id: customerId, report_access_default: value },
    token,
  });
}

async function defaultsFor(token: string) {
  const answer = await server.graphql<{
    get_supplier_invitation_defaults: { has_report_access: boolean };
  }>({ query: invitationDefaults, token });
  return answer;
}

const invite = (supplierId: string, hasReportAccess?: boolean) =>
  inviteUser(
    server.databases.no,
    { country: 'no', publicUrl: server.config.publicUrl },
    { supplierId, email: uniqueEmail('invited'), hasReportAccess },
  );

const reportAccessOf = async (userId: string) =>
  (
    await server.databases.no
      .selectFrom('users')
      .select('has_report_access')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).has_report_access;

describe("a customer's report access default", () => {
  it("is what its admin's invitation form starts from and what invitations without a choice give", async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const adminToken = await signIn(server, admin);
    const supplierId = admin.supplier_id;
    const existing = await createUser(server.databases.no, {
      supplier_id: supplierId,
      has_report_access: false,
    });
    expect((await defaultsFor(adminToken)).body.data).toEqual({
      get_supplier_invitation_defaults: { has_report_access: false },
    });
    expect(await reportAccessOf((await invite(supplierId)).userId)).toBe(false);

    const answer = await set(supplierId, true);
    expect(answer.body.data?.console_set_customer_report_access_default).toEqual({
      id: supplierId,
      report_access_default: true,
    });
    await set(supplierId, true);
    expect((await defaultsFor(adminToken)).body.data).toEqual({
      get_supplier_invitation_defaults: { has_report_access: true },
    });
    expect(await reportAccessOf((await invite(supplierId)).userId)).toBe(true);
    // A choice made by whoever invites wins; users the customer has keep theirs.
    expect(await reportAccessOf((await invite(supplierId, false)).userId)).toBe(false);
    expect(await reportAccessOf(existing.id)).toBe(false);

    // One change, in both logs.
    const [audit, staffLog] = await Promise.all([
      server.databases.no
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('supplier_id', '=', supplierId)
        .where('action', '=', 'supplier.settings_changed')
        .execute(),
      server.databases.no
        .selectFrom('staff_audit_events')
        .select(['staff_name', 'details'])
        .where('supplier_id', '=', supplierId)
        .execute(),
    ]);
    expect(audit).toEqual([
      { action: 'supplier.settings_changed', details: { report_access_default: true } },
    ]);
    expect(staffLog).toEqual([
      { staff_name: 'Mona Manager', details: { report_access_default: true } },
    ]);
  });

  it('refuses support, customers, non-admins and unknown customers, changing nothing', async () => {
    const supplier = await createSupplier(server.databases.no);
    const support = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
    const user = await signIn(server, await createUser(server.databases.no));
    expect(errorCodeOf(await set(supplier.id, true, support))).toBe('FORBIDDEN');
    expect(errorCodeOf(await set(supplier.id, true, user))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await set('not-an-id', true))).toBe('NOT_FOUND');
    expect(errorCodeOf(await set('00000000-0000-4000-8000-000000000000', true))).toBe('NOT_FOUND');
    expect(errorCodeOf(await defaultsFor(user))).toBe('FORBIDDEN');
    const after = await server.databases.no
      .selectFrom('suppliers')
      .select('report_access_default')
      .where('id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(after.report_access_default).toBe(false);
  });
});
