import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import {
  createAccessRequest,
  createTestStaff,
  signInStaff,
} from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let administratorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  administratorToken = await signInStaff(server, await createTestStaff(server));
});
afterAll(() => server.close());

const inboxQuery = /* GraphQL */ `
  query console_access_requests($status: AccessRequestStatus, $text: String) {
    console_access_requests(status: $status, text: $text) {
      total
      items {
        id
        company_name
        status
        decided_by
        rejection_reason
        matching_suppliers {
          id
          company
        }
      }
    }
  }
`;

const approveMutation = /* GraphQL */ `
  mutation console_approve_access_request($id: ID!, $supplier_id: ID) {
    console_approve_access_request(id: $id, supplier_id: $supplier_id) {
      supplier_id
      supplier_created
      invited_email
      request {
        status
        decided_by
      }
    }
  }
`;

const rejectMutation = /* GraphQL */ `
  mutation console_reject_access_request($id: ID!, $reason: String!) {
    console_reject_access_request(id: $id, reason: $reason) {
      status
      rejection_reason
      decided_by
    }
  }
`;

interface InboxAnswer {
  console_access_requests: {
    total: number;
    items: {
      id: string;
      company_name: string;
      matching_suppliers: { id: string; company: string }[];
    }[];
  };
}

interface ApprovalAnswer {
  console_approve_access_request: {
    supplier_id: string;
    supplier_created: boolean;
    invited_email: string;
    request: { status: string; decided_by: string | null };
  };
}

const requestRow = (id: string) =>
  server.databases.no
    .selectFrom('access_requests')
    .select(['status', 'rejection_reason', 'decided_by_staff_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const mailsTo = (email: string) =>
  server.databases.no
    .selectFrom('email_outbox')
    .select(['template', 'language', 'subject', 'text_body'])
    .where('recipient', '=', email)
    .execute();

describe('the console inbox of access requests', () => {
  it('lists a pending request with the customer of the same organisation number', async () => {
    const supplier = await createSupplier(server.databases.no, { org_number: '987 654 321' });
    const request = await createAccessRequest(server.databases.no, { org_number: '987654321' });
    const answer = await server.graphql<InboxAnswer>({
      query: inboxQuery,
      variables: { text: request.company_name },
      token: administratorToken,
    });
    expect(answer.body.data?.console_access_requests.total).toBe(1);
    const [item] = answer.body.data?.console_access_requests.items ?? [];
    expect(item?.id).toBe(request.id);
    expect(item?.matching_suppliers.map((match) => match.id)).toContain(supplier.id);
  });

  it('approves a request: a new customer, its admin invited, both logs told', async () => {
    const request = await createAccessRequest(server.databases.no, { language: 'da' });
    const answer = await server.graphql<ApprovalAnswer>({
      query: approveMutation,
      variables: { id: request.id },
      token: administratorToken,
    });
    const approval = answer.body.data?.console_approve_access_request;
    expect(approval).toMatchObject({
      supplier_created: true,
      invited_email: request.email,
      request: { status: 'approved', decided_by: 'Test Staff' },
    });
    const supplierId = approval?.supplier_id ?? '';
    const invited = await server.databases.no
      .selectFrom('users')
      .select(['status', 'is_admin', 'language'])
      .where('email', '=', request.email)
      .executeTakeFirstOrThrow();
    expect(invited).toMatchObject({ status: 'invited', is_admin: true, language: 'da' });
    expect((await mailsTo(request.email)).map((mail) => mail.template)).toEqual(['invitation']);
    const customerLog = await server.databases.no
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_name', 'action', 'target_label'])
      .where('supplier_id', '=', supplierId)
      .execute();
    expect(customerLog).toEqual([
      {
        actor_type: 'staff',
        actor_name: 'Test Staff',
        action: 'user.invited',
        target_label: request.email,
      },
    ]);
    const staffLog = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'supplier_id'])
      .where('target_id', '=', request.id)
      .execute();
    expect(staffLog).toEqual([{ action: 'access_request.approved', supplier_id: supplierId }]);

    const twice = await server.graphql({
      query: approveMutation,
      variables: { id: request.id },
      token: administratorToken,
    });
    expect(errorCodeOf(twice)).toBe('NOT_FOUND');
  });

  it('attaches a request to an existing customer without making its requester admin', async () => {
    const supplier = await createSupplier(server.databases.no);
    const request = await createAccessRequest(server.databases.no);
    const answer = await server.graphql<ApprovalAnswer>({
      query: approveMutation,
      variables: { id: request.id, supplier_id: supplier.id },
      token: administratorToken,
    });
    expect(answer.body.data?.console_approve_access_request).toMatchObject({
      supplier_id: supplier.id,
      supplier_created: false,
    });
    const invited = await server.databases.no
      .selectFrom('users')
      .select(['supplier_id', 'is_admin'])
      .where('email', '=', request.email)
      .executeTakeFirstOrThrow();
    expect(invited).toEqual({ supplier_id: supplier.id, is_admin: false });
  });

  it('rejects with the reason mailed in the language of the request', async () => {
    const request = await createAccessRequest(server.databases.no, { language: 'fi' });
    const empty = await server.graphql({
      query: rejectMutation,
      variables: { id: request.id, reason: '   ' },
      token: administratorToken,
    });
    expect(errorCodeOf(empty)).toBe('BAD_USER_INPUT');
    expect((await requestRow(request.id)).status).toBe('pending');

    const reason = 'Emme löytäneet yritystä kaupparekisteristä.';
    const answer = await server.graphql<{
      console_reject_access_request: { status: string; rejection_reason: string };
    }>({ query: rejectMutation, variables: { id: request.id, reason }, token: administratorToken });
    expect(answer.body.data?.console_reject_access_request).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    });
    const [mail] = await mailsTo(request.email);
    expect(mail).toMatchObject({ template: 'access_request_rejected', language: 'fi' });
    expect(mail?.subject).toBe('Asiakasportaalin käyttöoikeuspyyntösi');
    expect(mail?.text_body).toContain(reason);
  });

  it('refuses support staff any decision and leaves the request as it was', async () => {
    const supportToken = await signInStaff(
      server,
      await createTestStaff(server, { role: 'support' }),
    );
    const request = await createAccessRequest(server.databases.no);
    const read = await server.graphql<InboxAnswer>({
      query: inboxQuery,
      variables: { text: request.company_name },
      token: supportToken,
    });
    expect(read.body.data?.console_access_requests.total).toBe(1);
    for (const [query, variables] of [
      [approveMutation, { id: request.id }],
      [rejectMutation, { id: request.id, reason: 'No.' }],
    ] as const) {
      const answer = await server.graphql({ query, variables, token: supportToken });
      expect(errorCodeOf(answer)).toBe('FORBIDDEN');
    }
    expect(await requestRow(request.id)).toEqual({
      status: 'pending',
      rejection_reason: null,
      decided_by_staff_id: null,
    });
    expect(await mailsTo(request.email)).toEqual([]);
  });

  it('stores nothing when the invitation cannot be made', async () => {
    const user = await createUser(server.databases.no);
    const request = await createAccessRequest(server.databases.no, { email: user.email });
    const suppliersBefore = await server.databases.no
      .selectFrom('suppliers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const answer = await server.graphql({
      query: approveMutation,
      variables: { id: request.id },
      token: administratorToken,
    });
    expect(errorCodeOf(answer)).toBe('EMAIL_IN_USE');
    expect((await requestRow(request.id)).status).toBe('pending');
    const suppliersAfter = await server.databases.no
      .selectFrom('suppliers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(suppliersAfter.count)).toBe(Number(suppliersBefore.count));
  });

  it('finds nothing by an unknown, malformed or other country’s id', async () => {
    const danish = await createAccessRequest(server.databases.dk);
    for (const id of [danish.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await server.graphql({
        query: approveMutation,
        variables: { id },
        token: administratorToken,
      });
      expect(errorCodeOf(answer)).toBe('NOT_FOUND');
    }
    const request = await createAccessRequest(server.databases.no);
    const unknownSupplier = await server.graphql({
      query: approveMutation,
      variables: { id: request.id, supplier_id: '00000000-0000-4000-8000-000000000000' },
      token: administratorToken,
    });
    expect(errorCodeOf(unknownSupplier)).toBe('NOT_FOUND');
    expect((await requestRow(request.id)).status).toBe('pending');
  });

  it("keeps a Danish account manager out of Norway's inbox", async () => {
    const danishToken = await signInStaff(
      server,
      await createTestStaff(server, { country: 'dk', role: 'account_manager' }),
    );
    const request = await createAccessRequest(server.databases.no);
    const answer = await server.graphql({
      query: approveMutation,
      variables: { id: request.id },
      token: danishToken,
      country: 'no',
    });
    expect(errorCodeOf(answer)).toBe('UNAUTHENTICATED');
    expect((await requestRow(request.id)).status).toBe('pending');
  });
});
