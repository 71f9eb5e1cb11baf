import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createSupplierGroup, createUser, uniqueEmail } from '../../test-support/factories.js';
import { assignmentInput, orderMutation, orderTestJob } from '../../test-support/job-factories.js';
import {
  createReadyCsvReport,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { inviteCodeFromOutbox } from '../../test-support/invitation-codes.js';
import { signIn, signInMutation } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const { entriesOf } = auditLogRequests(() => server);
const { adminOfNewSupplier, invite, resend, deactivate } = supplierUserRequests(() => server);

describe('the audit log records', () => {
  it('a password sign-in with its method, the person as they were, address and user agent', async () => {
    const { admin, supplierId } = await adminOfNewSupplier();
    const colleague = await createUser(database, {
      supplier_id: supplierId,
      first_name: 'Kari',
      last_name: 'Nordmann',
    });
    const clientAddress = randomClientAddress();
    const answer = await server.graphql({
      query: signInMutation,
      variables: { email: colleague.email, password: colleague.password },
      clientAddress,
    });
    expect(answer.body.errors).toBeUndefined();
    // A later rename does not rewrite what was recorded.
    await database
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', colleague.id)
      .execute();

    const token = await signIn(server, admin);
    const [entry] = await entriesOf(token, 'sign_in.succeeded', { actor_id: colleague.id });
    expect(entry).toMatchObject({
      supplier_id: supplierId,
      actor: { type: 'user', id: colleague.id, name: 'Kari Nordmann', email: colleague.email },
      ip_address: clientAddress,
      action: 'sign_in.succeeded',
    });
    expect(entry?.user_agent).toBeTruthy();
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ method: 'password' });
  });

  it('a failed sign-in of an existing user, and none for an unknown address', async () => {
    const { admin, token } = await adminOfNewSupplier();
    const colleague = await createUser(database, { supplier_id: admin.supplier_id });
    const wrong = await server.graphql({
      query: signInMutation,
      variables: { email: colleague.email, password: 'Wrong-password-1' },
    });
    expect(errorCodeOf(wrong)).toBe('INVALID_CREDENTIALS');
    const unknownEmail = uniqueEmail('nobody');
    await server.graphql({
      query: signInMutation,
      variables: { email: unknownEmail, password: 'Wrong-password-1' },
    });

    const failed = await entriesOf(token, 'sign_in.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actor: { id: colleague.id, email: colleague.email } });
    expect(JSON.parse(failed[0]?.details ?? '{}')).toEqual({
      method: 'password',
      reason: 'wrong_password',
    });
    const anywhere = await database
      .selectFrom('audit_log')
      .select('id')
      .where('actor_email', '=', unknownEmail)
      .execute();
    expect(anywhere).toHaveLength(0);
  });

  it('sign-ins by registering from an invitation and by resetting the password', async () => {
    const { token } = await adminOfNewSupplier();
    const email = uniqueEmail('registers');
    const invited = await invite(token, { email, has_report_access: false });
    const userId = invited.body.data!.invite_supplier_user.id;
    const registered = await server.graphql({
      query: `mutation register($email: String!, $invite_code: String!) {
        register_invited_user(first_name: "Nora", last_name: "Fjell", phone: "+47 400 12 345",
          job_title: "IT", language: "en", email: $email, password: "Fjord-tur-42",
          microsoft_user: false, invite_code: $invite_code) { id }
      }`,
      variables: { email, invite_code: await inviteCodeFromOutbox(database, email) },
    });
    expect(registered.body.errors).toBeUndefined();
    await server.graphql({
      query: 'mutation reset_password($email: String!) { reset_password(email: $email) }',
      variables: { email },
    });
    const mail = await database
      .selectFrom('email_outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .where('template', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    const resetCode = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const reset = await server.graphql({
      query: `mutation update_password($email: String!, $reset_code: String!) {
        update_password(email: $email, password: "Fresh-start-42", reset_code: $reset_code) { id }
      }`,
      variables: { email, reset_code: resetCode },
    });
    expect(reset.body.errors).toBeUndefined();

    const signIns = await entriesOf(token, 'sign_in.succeeded', { actor_id: userId });
    expect(signIns.map((entry) => JSON.parse(entry.details) as unknown)).toEqual([
      { method: 'password_reset' },
      { method: 'invitation' },
    ]);
    expect(signIns[1]).toMatchObject({ actor: { name: 'Nora Fjell', email } });
  });

  it('a master account user switching to a sub-supplier, in that company’s log', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const sub = subSuppliers[0]!;
    const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
    const token = await signIn(server, admin);
    const swapped = await server.graphql<{ auth_swap: { token: string } }>({
      query: `mutation auth_swap($supplier_id: ID!) { auth_swap(supplier_id: $supplier_id) { token } }`,
      token,
      variables: { supplier_id: sub.id },
    });
    const swappedToken = swapped.body.data!.auth_swap.token;
    const [entry] = await entriesOf(swappedToken, 'supplier.switched', { supplier_id: sub.id });
    expect(entry).toMatchObject({
      supplier_id: sub.id,
      supplier_name: sub.company,
      actor: { id: admin.id },
      target_type: 'supplier',
      target_id: sub.id,
      target_label: sub.company,
    });
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ from_supplier_id: master.id });
  });

  it('an order of a pickup, and nothing for an order that is rolled back', async () => {
    const { admin, token } = await adminOfNewSupplier();
    await database
      .updateTable('suppliers')
      .set({ can_upload: true })
      .where('id', '=', admin.supplier_id)
      .execute();
    await server.changesHeard();
    const uploadingToken = await signIn(server, admin);
    const job = await orderTestJob(server, uploadingToken);
    // An attachment that does not exist fails the order after the job row was written.
    const refused = await server.graphql({
      query: orderMutation,
      token: uploadingToken,
      variables: {
        idempotency_key: randomUUID(),
        assignment: assignmentInput({ attachment_ids: [randomUUID()] }),
      },
    });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');

    const orders = await entriesOf(token, 'job.ordered');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      target_type: 'job',
      target_id: job.id,
      target_label: job.job_number,
      actor: { id: admin.id },
    });
  });

  it('report orders, regular reports created, resumed and deleted', async () => {
    const { admin, token } = await adminOfNewSupplier();
    const ordered = await server.graphql<{ order_report: { id: string } }>({
      query: orderReportMutation,
      token,
      variables: { input: reportOrder({ kind: 'HIGH_LEVEL' }) },
    });
    const reportId = ordered.body.data!.order_report.id;
    const created = await server.graphql<{ create_report_subscription: { id: string } }>({
      query: `mutation create_report_subscription($input: ReportSubscriptionInput!) {
        create_report_subscription(input: $input) { id }
      }`,
      token,
      variables: {
        input: {
          kind: 'HIGH_LEVEL',
          interval: 'YEARLY',
          date_column: 'COMPLETED_DATE',
          recipients: ['finance@test.example'],
        },
      },
    });
    const subscriptionId = created.body.data!.create_report_subscription.id;
    await server.graphql({
      query: `mutation take_over($id: ID!) { take_over_report_subscription(subscription_id: $id) { id } }`,
      token,
      variables: { id: subscriptionId },
    });
    await server.graphql({
      query: `mutation delete_report_subscription($id: ID!) { delete_report_subscription(id: $id) }`,
      token,
      variables: { id: subscriptionId },
    });

    const [order] = await entriesOf(token, 'report.ordered');
    expect(order).toMatchObject({ target_id: reportId, actor: { id: admin.id } });
    expect(JSON.parse(order?.details ?? '{}')).toMatchObject({ kind: 'HIGH_LEVEL' });
    for (const action of ['created', 'resumed', 'deleted']) {
      const [entry] = await entriesOf(token, `subscription.${action}`);
      expect(entry, action).toMatchObject({ target_id: subscriptionId, actor: { id: admin.id } });
    }
  });

  it('downloads of reports and certificates by their links', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const download = async (kind: string) => {
      const report = await createReadyCsvReport(database, {
        supplierId,
        storagePathOf: (id) => `audit-log/${id}.csv`,
        store: { storage: server.storage, content: Buffer.from('Serial number\r\n') },
        report: { kind, certificate_number: kind === 'COMPLETE' ? null : `COD-NO-${randomUUID()}` },
      });
      const link = `${server.url}/api/reports/no/${report.id}/csv?key=${report.downloadKey}`;
      expect((await fetch(link)).status).toBe(200);
      // A wrong key downloads nothing and records nothing.
      expect((await fetch(`${link}x`)).status).toBe(404);
      return report.id;
    };
    const reportId = await download('COMPLETE');
    const certificateId = await download('CERTIFICATE_OF_DESTRUCTION');

    // Recorded once the file is on its way, so the answer may come a moment before the entry.
    const counts = async () =>
      Promise.all(
        ['report.downloaded', 'certificate.downloaded'].map(
          async (action) => (await entriesOf(token, action)).length,
        ),
      );
    await expect.poll(counts).toEqual([1, 1]);
    const reports = await entriesOf(token, 'report.downloaded');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ target_id: reportId, actor: { type: 'link' } });
    expect(JSON.parse(reports[0]?.details ?? '{}')).toMatchObject({ format: 'CSV' });
    const certificates = await entriesOf(token, 'certificate.downloaded');
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ target_id: certificateId });
  });

  it('invitations, resent invitations and deactivations by an admin', async () => {
    const { admin, token } = await adminOfNewSupplier();
    const email = uniqueEmail('invited');
    const invited = await invite(token, { email, has_report_access: true });
    const invitedId = invited.body.data!.invite_supplier_user.id;
    await resend(token, invitedId);
    await deactivate(token, invitedId);

    for (const action of ['user.invited', 'user.invitation_resent', 'user.deactivated']) {
      const entries = await entriesOf(token, action);
      expect(entries, action).toHaveLength(1);
      expect(entries[0], action).toMatchObject({
        actor: { id: admin.id },
        target_type: 'user',
        target_id: invitedId,
        target_label: email,
      });
    }
  });
});
