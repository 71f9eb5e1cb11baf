import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import {
  createSupplier,
  createSupplierGroup,
  createUser,
  uniqueEmail,
} from '../../test-support/factories.js';
import { assignmentInput, orderMutation } from '../../test-support/job-factories.js';
import { orderReportMutation, reportOrder } from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({ PROVIDER_STAFF_EMAIL: 'staff@provider.example' });
  database = server.databases.no;
});
afterAll(() => server.close());

const recipients = (count: number) =>
  Array.from({ length: count }, () => uniqueEmail('report-recipient'));

/** An admin with report access of a fresh supplier, signed in. */
async function signedInAdmin(supplierId?: string) {
  const supplier = supplierId ?? (await createSupplier(database)).id;
  const user = await createUser(database, { supplier_id: supplier, is_admin: true });
  return { user, supplierId: supplier, token: await signIn(server, user) };
}

const orderReport = (token: string, to: string[]) =>
  server.graphql<{ order_report: { id: string } }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input: reportOrder({ recipients: to }) },
    token,
  });

const orderAssignment = (token: string, recipient: string) =>
  server.graphql<{ order_assignment: { id: string } }>({
    query: orderMutation,
    token,
    variables: {
      idempotency_key: randomUUID(),
      assignment: assignmentInput({ recipient_email: recipient }),
    },
  });

const invite = (token: string, email: string) =>
  server.graphql<{ invite_supplier_user: { id: string } }>({
    query: `mutation invite_supplier_user($email: String!) {
      invite_supplier_user(email: $email, first_name: "Ola", last_name: "Berg", language: "no",
        has_report_access: false) { id }
    }`,
    token,
    variables: { email },
  });

const resend = (token: string, userId: string) =>
  server.graphql({
    query: `mutation resend_invitation($id: ID!) { resend_invitation(user_id: $id) { id } }`,
    token,
    variables: { id: userId },
  });

/** Sends `count` recipients' worth of reports (20 at most per order), each accepted. */
async function useUp(token: string, count: number): Promise<void> {
  for (let left = count; left > 0; left -= 20) {
    const response = await orderReport(token, recipients(Math.min(20, left)));
    expect(response.body.errors).toBeUndefined();
  }
}

async function countOf(table: 'reports' | 'jobs' | 'users', supplierId: string) {
  const row = await database
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const mailsTo = (email: string) =>
  database.selectFrom('email_outbox').select('id').where('recipient', '=', email).execute();

function retryAfterOf(response: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) {
  return response.body.errors?.[0]?.extensions?.retryAfterSeconds;
}

describe('the outbound mail quota', () => {
  it('refuses a user’s 51st recipient in an hour on every mailing call and stores nothing', async () => {
    const { token, supplierId } = await signedInAdmin();
    const invited = await invite(token, uniqueEmail('invited'));
    expect(invited.body.errors).toBeUndefined();
    await useUp(token, 49);
    const reportsBefore = await countOf('reports', supplierId);
    const usersBefore = await countOf('users', supplierId);
    const codesBefore = await database
      .selectFrom('invitation_codes')
      .select('id')
      .where('user_id', '=', invited.body.data!.invite_supplier_user.id)
      .execute();

    const recipient = uniqueEmail('pickup-recipient');
    const pickup = await orderAssignment(token, recipient);
    expect(errorCodeOf(pickup)).toBe('MAIL_LIMIT_REACHED');
    expect(pickup.body.errors?.[0]?.message).toBe(
      'You have sent e-mail to too many recipients for now. Try again later or contact us.',
    );
    expect(retryAfterOf(pickup)).toBeGreaterThan(0);
    expect(retryAfterOf(pickup)).toBeLessThanOrEqual(3600);
    expect(await countOf('jobs', supplierId)).toBe(0);
    expect(await mailsTo(recipient)).toHaveLength(0);

    const report = await orderReport(token, [recipient]);
    expect(errorCodeOf(report)).toBe('MAIL_LIMIT_REACHED');
    expect(await countOf('reports', supplierId)).toBe(reportsBefore);

    const invitedEmail = uniqueEmail('late-invite');
    const late = await invite(token, invitedEmail);
    expect(errorCodeOf(late)).toBe('MAIL_LIMIT_REACHED');
    expect(await countOf('users', supplierId)).toBe(usersBefore);
    expect(await mailsTo(invitedEmail)).toHaveLength(0);

    const resent = await resend(token, invited.body.data!.invite_supplier_user.id);
    expect(errorCodeOf(resent)).toBe('MAIL_LIMIT_REACHED');
    const codesAfter = await database
      .selectFrom('invitation_codes')
      .select('id')
      .where('user_id', '=', invited.body.data!.invite_supplier_user.id)
      .execute();
    expect(codesAfter).toEqual(codesBefore);

    // A colleague has a quota of their own.
    const colleague = await signedInAdmin(supplierId);
    const theirs = await orderAssignment(colleague.token, recipient);
    expect(theirs.body.errors).toBeUndefined();
    expect(await mailsTo(recipient)).toHaveLength(1);
  });

  it('counts every recipient of a report, and a refused order uses none of the quota', async () => {
    const { token } = await signedInAdmin();
    await useUp(token, 40);
    const tooMany = await orderReport(token, recipients(20));
    expect(errorCodeOf(tooMany)).toBe('MAIL_LIMIT_REACHED');
    // The refused 20 were not counted: 10 more fit exactly, then not one.
    const lastTen = await orderReport(token, recipients(10));
    expect(lastTen.body.errors).toBeUndefined();
    expect(errorCodeOf(await orderReport(token, recipients(1)))).toBe('MAIL_LIMIT_REACHED');
  });

  it('lets a supplier’s users send 200 recipients a day together, then refuses all of them', async () => {
    const supplierId = (await createSupplier(database)).id;
    for (let index = 0; index < 4; index += 1) {
      const { token } = await signedInAdmin(supplierId);
      await useUp(token, 50);
      // No worker runs here: the reports end, so the cap on reports in the making stays away.
      await database
        .updateTable('reports')
        .set({ status: 'FAILED' })
        .where('supplier_id', '=', supplierId)
        .execute();
    }
    const fifth = await signedInAdmin(supplierId);
    const reportsBefore = await countOf('reports', supplierId);
    const refused = await orderReport(fifth.token, recipients(1));
    expect(errorCodeOf(refused)).toBe('MAIL_LIMIT_REACHED');
    expect(retryAfterOf(refused)).toBeGreaterThan(3600);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(86_400);
    expect(await countOf('reports', supplierId)).toBe(reportsBefore);
    // Another supplier's users are not affected.
    const elsewhere = await signedInAdmin();
    expect((await orderReport(elsewhere.token, recipients(20))).body.errors).toBeUndefined();
  });

  it('gives a user their quota back when the supplier’s quota refuses the call', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const department = subSuppliers[0]!.id;
    for (let index = 0; index < 4; index += 1) {
      const { token } = await signedInAdmin(department);
      await useUp(token, 50);
      await database
        .updateTable('reports')
        .set({ status: 'FAILED' })
        .where('supplier_id', '=', department)
        .execute();
    }
    // A user of the master account, acting for the department whose daily quota is used up.
    const { token } = await signedInAdmin(master.id);
    const swapped = await server.graphql<{ auth_swap: { token: string } }>({
      query: `mutation auth_swap($id: ID!) { auth_swap(supplier_id: $id) { token } }`,
      variables: { id: department },
      token,
    });
    const departmentToken = swapped.body.data!.auth_swap.token;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await orderReport(departmentToken, recipients(20));
      expect(errorCodeOf(refused)).toBe('MAIL_LIMIT_REACHED');
    }
    // Back at the master account, the user's own 50 recipients are all there.
    const back = await server.graphql<{ auth_swap: { token: string } }>({
      query: `mutation auth_swap($id: ID!) { auth_swap(supplier_id: $id) { token } }`,
      variables: { id: master.id },
      token: departmentToken,
    });
    const masterToken = back.body.data!.auth_swap.token;
    await useUp(masterToken, 50);
    expect(errorCodeOf(await orderReport(masterToken, recipients(1)))).toBe('MAIL_LIMIT_REACHED');
  });

  it('repeating an order with the same key returns it without counting again', async () => {
    const { token } = await signedInAdmin();
    const input = reportOrder({ recipients: recipients(20) });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await server.graphql({
        query: orderReportMutation,
        operationName: 'order_report',
        variables: { input },
        token,
      });
      expect(response.body.errors).toBeUndefined();
    }
    await useUp(token, 30);
  });
});
