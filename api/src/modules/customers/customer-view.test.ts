import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deactivateStaffMember } from '../staff/service.js';
import { createVictimEvidencePack } from '../../test-support/evidence-cross-tenant.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'support', name: 'Siri Support' }),
  );
});
afterAll(() => server.close());

const viewMutation = /* GraphQL */ `
  mutation console_view_as_customer(
    $customer_id: ID!
    $user_id: ID!
    $reason: String!
    $minutes: Int!
  ) {
    console_view_as_customer(
      customer_id: $customer_id
      user_id: $user_id
      reason: $reason
      minutes: $minutes
    ) {
      handover_code
      ends_at
    }
  }
`;

const startMutation = /* GraphQL */ `
  mutation start_customer_view($code: String!) {
    start_customer_view(code: $code) {
      token
    }
  }
`;

const auditQuery = /* GraphQL */ `
  query get_audit_log {
    get_audit_log {
      entries {
        action
        actor {
          type
          name
        }
        details
      }
    }
  }
`;

async function openView(staffToken: string, variables: Record<string, unknown>) {
  const opened = await server.graphql<{
    console_view_as_customer: { handover_code: string; ends_at: string };
  }>({ query: viewMutation, variables, token: staffToken });
  return { answer: opened, view: opened.body.data?.console_view_as_customer };
}

async function takeView(code: string) {
  const started = await server.graphql<{ start_customer_view: { token: string } }>({
    query: startMutation,
    variables: { code },
  });
  return { answer: started, token: started.body.data?.start_customer_view.token };
}

const viewSessionsOf = (userId: string) =>
  server.databases.no
    .selectFrom('sessions')
    .select(['id', 'view_reason', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('viewed_by_staff_id', 'is not', null)
    .execute();

describe('seeing the portal as a customer', () => {
  it('opens a read-only, time-boxed view that both logs record and the customer sees', async () => {
    const customer = await createSupplier(server.databases.no);
    const admin = await createUser(server.databases.no, {
      supplier_id: customer.id,
      is_admin: true,
    });
    const before = Date.now();
    const { view } = await openView(supportToken, {
      customer_id: customer.id,
      user_id: admin.id,
      reason: 'Ticket 4711: cannot find last month’s certificates',
      minutes: 15,
    });
    const endsAt = new Date(view?.ends_at ?? '').getTime();
    expect(endsAt - before).toBeGreaterThan(14 * 60_000);
    expect(endsAt - before).toBeLessThan(16 * 60_000);

    const { token } = await takeView(view?.handover_code ?? '');
    expect(decodeJwt(token ?? '')).toMatchObject({
      sub: admin.id,
      customer_view: { staff_name: 'Siri Support', ends_at: Math.floor(endsAt / 1000) },
    });
    // The code opens one tab only.
    const { answer: second } = await takeView(view?.handover_code ?? '');
    expect(errorCodeOf(second)).toBe('EXPIRED');

    // It reads what the user reads: here the customer's audit log, with the view in it.
    const audit = await server.graphql<{
      get_audit_log: {
        entries: { action: string; actor: { type: string; name: string }; details: string }[];
      };
    }>({ query: auditQuery, token });
    const entries = audit.body.data?.get_audit_log.entries ?? [];
    const started = entries.find((entry) => entry.action === 'customer_view.started');
    expect(started?.actor).toEqual({ type: 'staff', name: 'Siri Support' });
    expect(JSON.parse(started?.details ?? '{}')).toEqual({
      view_reason: 'Ticket 4711: cannot find last month’s certificates',
      minutes: 15,
      ends_at: new Date(endsAt).toISOString(),
    });
    const exported = await fetch(`${server.url}/api/audit-log/no/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);

    // Nothing changes through it, by GraphQL or REST.
    const change = await server.graphql({
      query:
        'mutation { mark_notification_read(notification_id: "00000000-0000-4000-8000-000000000000") }',
      token,
    });
    expect(errorCodeOf(change)).toBe('READ_ONLY_VIEW');
    const upload = new FormData();
    upload.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'a.pdf');
    const posted = await fetch(`${server.url}/attachments/no`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: upload,
    });
    expect(posted.status).toBe(403);
    expect(await posted.json()).toMatchObject({ error: { code: 'READ_ONLY_VIEW' } });
    // A pack downloaded through it stays "ready" for the customer, and the download is staff's.
    const pack = await createVictimEvidencePack({
      server,
      database: server.databases.no,
      masterId: customer.id,
    });
    const downloaded = await fetch(`${server.url}/api/evidence/no/packs/${pack.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(pack.content);
    const packRow = await server.databases.no
      .selectFrom('evidence_packs')
      .select('first_downloaded_at')
      .where('id', '=', pack.id)
      .executeTakeFirstOrThrow();
    expect(packRow.first_downloaded_at).toBeNull();
    const downloadEntry = await server.databases.no
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_name'])
      .where('supplier_id', '=', customer.id)
      .where('action', '=', 'evidence_pack.downloaded')
      .executeTakeFirst();
    expect(downloadEntry).toEqual({ actor_type: 'staff', actor_name: 'Siri Support' });
    const renewed = await server.graphql({ query: 'mutation { renew_token { token } }', token });
    expect(renewed.body.errors).toBeUndefined();

    // Not a sign-in of the user's.
    const users = await server.graphql<{
      console_customer_users: { items: { last_sign_in_at: string | null }[] };
    }>({
      query: `query { console_customer_users(customer_id: "${customer.id}") { items { last_sign_in_at } } }`,
      token: supportToken,
    });
    expect(users.body.data?.console_customer_users.items).toEqual([{ last_sign_in_at: null }]);

    const staffLog = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'staff_name', 'target_label'])
      .where('supplier_id', '=', customer.id)
      .execute();
    expect(staffLog).toEqual([
      { action: 'customer.viewed_as', staff_name: 'Siri Support', target_label: admin.email },
    ]);

    // Ending it (the banner's End view) stops its token at once.
    await server.graphql({ query: 'mutation { logout }', token });
    const after = await server.graphql({ query: '{ get_documents { category } }', token });
    expect(errorCodeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('ends on its own at its time, and when the staff member is deactivated', async () => {
    const customer = await createSupplier(server.databases.no);
    const user = await createUser(server.databases.no, { supplier_id: customer.id });
    const reader = await createTestStaff(server, { role: 'support' });
    const readerToken = await signInStaff(server, reader);
    const variables = { customer_id: customer.id, user_id: user.id, reason: 'Call', minutes: 30 };
    const timed = await takeView(
      (await openView(readerToken, variables)).view?.handover_code ?? '',
    );
    const kept = await takeView((await openView(readerToken, variables)).view?.handover_code ?? '');
    const read = (token: string | undefined) =>
      server.graphql({ query: '{ get_documents { category } }', ...(token ? { token } : {}) });
    expect((await read(timed.token)).body.errors).toBeUndefined();

    const [first] = await viewSessionsOf(user.id);
    await server.databases.no
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first!.id)
      .execute();
    await server.changesHeard();
    expect(errorCodeOf(await read(timed.token))).toBe('UNAUTHENTICATED');

    expect((await read(kept.token)).body.errors).toBeUndefined();
    await deactivateStaffMember(server.databases.no, reader.email);
    await server.changesHeard();
    expect(errorCodeOf(await read(kept.token))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input, other customers’ users and callers who are not staff, storing nothing', async () => {
    const customer = await createSupplier(server.databases.no);
    const user = await createUser(server.databases.no, { supplier_id: customer.id });
    const away = await createUser(server.databases.no, { status: 'deactivated' });
    const stranger = await createUser(server.databases.no);
    const customerToken = await signIn(server, stranger);
    const danishStaff = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const valid = { customer_id: customer.id, user_id: user.id, reason: 'Call', minutes: 15 };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...valid, reason: '  ' }, supportToken, 'BAD_USER_INPUT'],
      [{ ...valid, reason: 'x'.repeat(501) }, supportToken, 'BAD_USER_INPUT'],
      [{ ...valid, minutes: 20 }, supportToken, 'BAD_USER_INPUT'],
      [{ ...valid, minutes: 600 }, supportToken, 'BAD_USER_INPUT'],
      [{ ...valid, user_id: stranger.id }, supportToken, 'NOT_FOUND'],
      [{ ...valid, customer_id: away.supplier_id, user_id: away.id }, supportToken, 'NOT_FOUND'],
      [{ ...valid, user_id: 'not-an-id' }, supportToken, 'NOT_FOUND'],
      [valid, customerToken, 'UNAUTHENTICATED'],
      [valid, danishStaff, 'UNAUTHENTICATED'],
    ];
    for (const [variables, token, code] of refusals) {
      const { answer } = await openView(token, variables);
      expect(errorCodeOf(answer), JSON.stringify(variables).slice(0, 120)).toBe(code);
    }
    const inDenmark = await server.graphql({
      query: viewMutation,
      variables: valid,
      token: danishStaff,
      country: 'dk',
    });
    expect(errorCodeOf(inDenmark)).toBe('NOT_FOUND');
    for (const someone of [user, away, stranger])
      expect(await viewSessionsOf(someone.id)).toEqual([]);
    const audit = await server.databases.no
      .selectFrom('audit_log')
      .select('action')
      .where('supplier_id', 'in', [customer.id, away.supplier_id, stranger.supplier_id])
      .where('action', '=', 'customer_view.started')
      .execute();
    expect(audit).toEqual([]);
    const { answer: unknownCode } = await takeView('itadcv_unknown');
    expect(errorCodeOf(unknownCode)).toBe('EXPIRED');
  });
});
