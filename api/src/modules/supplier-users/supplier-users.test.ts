import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser, uniqueEmail } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const {
  adminOfNewSupplier,
  list,
  invite: inviteThrough,
  resend,
  deactivate,
  mailsTo,
} = supplierUserRequests(() => server);

describe('the users page for supplier admins', () => {
  it('lists only the admin’s own supplier’s users, with last sign-in', async () => {
    const { admin, token, supplierId } = await adminOfNewSupplier();
    const colleague = await createUser(database, { supplier_id: supplierId, first_name: 'Anne' });
    const stranger = await createUser(database);
    const response = await list(token);
    const users = response.body.data!.get_supplier_users;
    expect(users.map((user) => user.id).sort()).toEqual([admin.id, colleague.id].sort());
    expect(users.find((user) => user.id === admin.id)).toMatchObject({
      status: 'ACTIVE',
      is_admin: true,
    });
    expect(users.find((user) => user.id === admin.id)?.last_sign_in_at).toMatch(/^\d{4}-/);
    expect(users.find((user) => user.id === colleague.id)?.last_sign_in_at).toBeNull();
    expect(users.some((user) => user.id === stranger.id)).toBe(false);
  });

  it('refuses users who are not admins', async () => {
    const user = await createUser(database, { is_admin: false });
    const token = await signIn(server, user);
    expect(errorCodeOf(await list(token))).toBe('FORBIDDEN');
    expect(errorCodeOf(await inviteThrough(token, { email: uniqueEmail() }))).toBe('FORBIDDEN');
    expect(errorCodeOf(await resend(token, user.id))).toBe('FORBIDDEN');
    expect(errorCodeOf(await deactivate(token, user.id))).toBe('FORBIDDEN');
    expect(errorCodeOf(await list(''))).toBe('UNAUTHENTICATED');
  });

  it('invites a user, who gets a mail and shows as invited; a resend sends a new link', async () => {
    const { token } = await adminOfNewSupplier();
    const email = uniqueEmail('new-colleague');
    const invited = await inviteThrough(token, { email, has_report_access: false });
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data!.invite_supplier_user).toMatchObject({
      email,
      status: 'INVITED',
      is_admin: false,
      has_report_access: false,
    });
    expect(invited.body.data!.invite_supplier_user.invited_at).toMatch(/^\d{4}-/);
    expect(await mailsTo(email)).toHaveLength(1);
    const userId = invited.body.data!.invite_supplier_user.id;
    const resent = await resend(token, userId);
    expect(resent.body.data?.resend_invitation.status).toBe('INVITED');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.template === 'invitation')).toBe(true);
    const live = await database
      .selectFrom('invitation_codes')
      .select('id')
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('validates invitations and refuses the address of an active colleague', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const bad = await inviteThrough(token, { email: 'not-an-email', first_name: '' });
    expect(errorCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address.' },
      { field: 'first_name', message: 'First name is required.' },
    ]);
    const sameSupplier = await createUser(database, { supplier_id: supplierId });
    const taken = await inviteThrough(token, { email: sameSupplier.email });
    expect(errorCodeOf(taken)).toBe('EMAIL_IN_USE');
    expect(taken.body.errors?.[0]?.message).toBe(
      'This e-mail address belongs to an existing account and cannot be invited.',
    );
  });

  it('answers for another supplier’s user’s address exactly as for an unknown one', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const company = await database
      .selectFrom('suppliers')
      .select('company')
      .where('id', '=', supplierId)
      .executeTakeFirstOrThrow();
    const others = [
      await createUser(database, { language: 'se' }),
      await createUser(database, { status: 'invited', password: null }),
    ];
    const unknownEmail = uniqueEmail('unknown');
    const fresh = await inviteThrough(token, { email: unknownEmail });
    const withoutIdentity = (body: typeof fresh.body, email: string): Record<string, unknown> => {
      const user = body.data!.invite_supplier_user;
      expect(user.email).toBe(email);
      expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.invited_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      return {
        ...body,
        data: { invite_supplier_user: { ...user, id: '', email: '', invited_at: '' } },
      };
    };
    for (const other of others) {
      const before = await database
        .selectFrom('users')
        .selectAll()
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      const answer = await inviteThrough(token, { email: other.email.toUpperCase() });
      expect(withoutIdentity(answer.body, other.email.toUpperCase())).toEqual(
        withoutIdentity(fresh.body, unknownEmail),
      );
      const after = await database
        .selectFrom('users')
        .selectAll()
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const codes = await database
        .selectFrom('invitation_codes')
        .select('id')
        .where('user_id', '=', other.id)
        .execute();
      expect(codes).toHaveLength(0);
      // The owner of the address hears who tried, instead of getting an invitation.
      const mails = await mailsTo(other.email);
      expect(mails.map((mail) => mail.template)).toEqual(['existing_account_notice']);
      expect(mails[0]?.text_body).toContain(company.company);
    }
    expect((await mailsTo(unknownEmail)).map((mail) => mail.template)).toEqual(['invitation']);
  });

  it('deactivates a user: their sessions end at once and they cannot sign in', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const colleague = await createUser(database, { supplier_id: supplierId });
    const colleagueToken = await signIn(server, colleague);
    const before = await server.graphql({ query: '{ get_user { id } }', token: colleagueToken });
    expect(before.body.errors).toBeUndefined();

    const response = await deactivate(token, colleague.id);
    expect(response.body.data?.deactivate_supplier_user.status).toBe('DEACTIVATED');
    const after = await server.graphql({ query: '{ get_user { id } }', token: colleagueToken });
    expect(errorCodeOf(after)).toBe('UNAUTHENTICATED');
    const renewed = await server.graphql({
      query: 'mutation renew_token { renew_token { token } }',
      token: colleagueToken,
    });
    expect(errorCodeOf(renewed)).toBe('UNAUTHENTICATED');
    const signInAgain = await server.graphql({
      query:
        'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { id } }',
      variables: { email: colleague.email, password: colleague.password },
    });
    expect(errorCodeOf(signInAgain)).toBe('INVALID_CREDENTIALS');
    const sessions = await database
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', colleague.id)
      .execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
  });

  it('does not let admins deactivate themselves', async () => {
    const { admin, token } = await adminOfNewSupplier();
    expect(errorCodeOf(await deactivate(token, admin.id))).toBe('CANNOT_DEACTIVATE_SELF');
    expect(errorCodeOf(await list(token))).toBeUndefined();
  });

  it('answers NOT_FOUND for another supplier’s users, sub-suppliers included', async () => {
    const { token } = await adminOfNewSupplier();
    const otherAdmin = await createUser(database, { is_admin: true });
    const otherInvited = await createUser(database, {
      supplier_id: otherAdmin.supplier_id,
      status: 'invited',
      password: null,
    });
    for (const victim of [otherAdmin, otherInvited]) {
      expect(errorCodeOf(await resend(token, victim.id))).toBe('NOT_FOUND');
      expect(errorCodeOf(await deactivate(token, victim.id))).toBe('NOT_FOUND');
    }
    expect(errorCodeOf(await resend(token, 'not-a-uuid'))).toBe('NOT_FOUND');
    expect(errorCodeOf(await deactivate(token, '00000000-0000-4000-8000-000000000000'))).toBe(
      'NOT_FOUND',
    );
    const rows = await database
      .selectFrom('users')
      .select('status')
      .where('id', 'in', [otherAdmin.id, otherInvited.id])
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'invited']);
    expect(await mailsTo(otherInvited.email)).toHaveLength(0);

    // A master account's admin does not manage its sub-suppliers' users either.
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const masterAdmin = await createUser(database, { supplier_id: master.id, is_admin: true });
    const subUser = await createUser(database, { supplier_id: subSuppliers[0]!.id });
    const masterToken = await signIn(server, masterAdmin);
    expect(errorCodeOf(await deactivate(masterToken, subUser.id))).toBe('NOT_FOUND');
    const masterList = await list(masterToken);
    expect(masterList.body.data?.get_supplier_users.map((user) => user.id)).toEqual([
      masterAdmin.id,
    ]);
  });

  it('refuses a resend for a user who has registered', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const colleague = await createUser(database, { supplier_id: supplierId });
    expect(errorCodeOf(await resend(token, colleague.id))).toBe('ALREADY_REGISTERED');
  });
});
