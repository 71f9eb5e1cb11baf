import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager' }),
  );
});
afterAll(() => server.close());

const boardQuery = /* GraphQL */ `
  query console_jobs($statuses: [JobStatus!], $text: String, $from: String, $to: String) {
    console_jobs(statuses: $statuses, text: $text, from: $from, to: $to) {
      total
      items {
        id
        job_number
        status
        customer
        requested_date
      }
    }
  }
`;

const advanceMutation = /* GraphQL */ `
  mutation console_advance_job($id: ID!, $status: JobStatus!, $occurred_at: String) {
    console_advance_job(id: $id, status: $status, occurred_at: $occurred_at) {
      id
      status
    }
  }
`;

interface Board {
  console_jobs: {
    total: number;
    items: { id: string; job_number: string; status: string; customer: string }[];
  };
}

async function customerWithJob(): Promise<{ token: string; job: TestJob; company: string }> {
  const customer = await createUser(server.databases.no, { is_admin: true });
  const token = await signIn(server, customer);
  const job = await orderTestJob(server, token);
  const supplier = await server.databases.no
    .selectFrom('suppliers')
    .select('company')
    .where('id', '=', customer.supplier_id)
    .executeTakeFirstOrThrow();
  return { token, job, company: supplier.company };
}

const customerSees = async (token: string, jobId: string) => {
  const answer = await server.graphql<{
    get_job: { status: string; status_history: { status: string; occurred_at: string }[] };
  }>({
    query: `query get_job($id: ID!) { get_job(id: $id) { status status_history { status occurred_at } } }`,
    variables: { id: jobId },
    token,
  });
  return answer.body.data?.get_job;
};

describe("the console's jobs board", () => {
  it("lists every customer's job, narrowed by status, text and requested date", async () => {
    const { job, company } = await customerWithJob();
    const byNumber = await server.graphql<Board>({
      query: boardQuery,
      variables: { text: job.job_number, statuses: ['ORDERED'] },
      token: staffToken,
    });
    expect(byNumber.body.data?.console_jobs.items).toEqual([
      expect.objectContaining({ id: job.id, status: 'ORDERED', customer: company }),
    ]);
    const otherStatus = await server.graphql<Board>({
      query: boardQuery,
      variables: { text: job.job_number, statuses: ['COMPLETED'] },
      token: staffToken,
    });
    expect(otherStatus.body.data?.console_jobs.total).toBe(0);
    const outsideDates = await server.graphql<Board>({
      query: boardQuery,
      variables: { text: job.job_number, from: '2001-01-01', to: '2001-12-31' },
      token: staffToken,
    });
    expect(outsideDates.body.data?.console_jobs.total).toBe(0);
    const badDate = await server.graphql({
      query: boardQuery,
      variables: { from: '2026-02-30' },
      token: staffToken,
    });
    expect(errorCodeOf(badDate)).toBe('BAD_USER_INPUT');
  });

  it('records when a status happened if staff say so, forwards and not in the future', async () => {
    const { token, job } = await customerWithJob();
    // Ordered yesterday; the pickup was this morning and is entered now.
    await server.databases.no
      .updateTable('job_status_events')
      .set({ occurred_at: new Date(Date.now() - 86_400_000) })
      .where('job_id', '=', job.id)
      .execute();
    const advance = (status: string, occurredAt: string) =>
      server.graphql({
        query: advanceMutation,
        variables: { id: job.id, status, occurred_at: occurredAt },
        token: staffToken,
      });
    const collectedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect(errorCodeOf(await advance('COLLECTED', collectedAt))).toBeUndefined();
    const seen = await customerSees(token, job.id);
    expect(seen?.status_history.find((entry) => entry.status === 'COLLECTED')?.occurred_at).toBe(
      collectedAt,
    );
    // Before the last status, in the future, or no time at all: refused, the job stays.
    const earlier = new Date(Date.now() - 4 * 3_600_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const refused of [earlier, future, 'yesterday', '2026-11-29T10:00:00']) {
      expect(errorCodeOf(await advance('RECEIVED', refused)), refused).toBe('BAD_USER_INPUT');
    }
    expect((await customerSees(token, job.id))?.status).toBe('COLLECTED');
  });

  it('schedules a job: the customer sees it, is notified and mailed, and the staff log has it', async () => {
    const { token, job } = await customerWithJob();
    const answer = await server.graphql<{ console_advance_job: { status: string } }>({
      query: advanceMutation,
      variables: { id: job.id, status: 'SCHEDULED' },
      token: staffToken,
    });
    expect(answer.body.data?.console_advance_job.status).toBe('SCHEDULED');
    const seen = await customerSees(token, job.id);
    expect(seen?.status).toBe('SCHEDULED');
    expect(seen?.status_history.map((entry) => entry.status)).toEqual([
      'ORDERED',
      'CONFIRMED',
      'SCHEDULED',
    ]);
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select('template')
      .where('subject', 'like', `%${job.job_number}%`)
      .execute();
    expect(mails.map((mail) => mail.template)).toContain('assignment_status');
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label'])
      .where('target_id', '=', job.id)
      .execute();
    expect(logged).toEqual([{ action: 'job.status_changed', target_label: job.job_number }]);

    // The same status again changes nothing; a step back is refused and leaves the job as it was.
    const again = await server.graphql({
      query: advanceMutation,
      variables: { id: job.id, status: 'SCHEDULED' },
      token: staffToken,
    });
    expect(errorCodeOf(again)).toBeUndefined();
    const back = await server.graphql({
      query: advanceMutation,
      variables: { id: job.id, status: 'CONFIRMED' },
      token: staffToken,
    });
    expect(errorCodeOf(back)).toBe('BAD_USER_INPUT');
    expect((await customerSees(token, job.id))?.status).toBe('SCHEDULED');
    const loggedAfter = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('id')
      .where('target_id', '=', job.id)
      .execute();
    expect(loggedAfter).toHaveLength(1);
  });

  it('lets support read the board but not move a job, and finds no job by a bad id', async () => {
    const supportToken = await signInStaff(
      server,
      await createTestStaff(server, { role: 'support' }),
    );
    const { token, job } = await customerWithJob();
    const board = await server.graphql<Board>({
      query: boardQuery,
      variables: { text: job.job_number },
      token: supportToken,
    });
    expect(board.body.data?.console_jobs.total).toBe(1);
    const moved = await server.graphql({
      query: advanceMutation,
      variables: { id: job.id, status: 'CONFIRMED' },
      token: supportToken,
    });
    expect(errorCodeOf(moved)).toBe('FORBIDDEN');
    expect((await customerSees(token, job.id))?.status).toBe('ORDERED');
    for (const id of [job.job_number, '00000000-0000-4000-8000-000000000000']) {
      const unknown = await server.graphql({
        query: advanceMutation,
        variables: { id, status: 'CONFIRMED' },
        token: staffToken,
      });
      expect(errorCodeOf(unknown)).toBe('NOT_FOUND');
    }
  });

  it("refuses a customer's token and another country's staff", async () => {
    const { token, job } = await customerWithJob();
    const asCustomer = await server.graphql({ query: boardQuery, variables: {}, token });
    expect(errorCodeOf(asCustomer)).toBe('UNAUTHENTICATED');
    const danishToken = await signInStaff(
      server,
      await createTestStaff(server, { country: 'dk', role: 'administrator' }),
    );
    const moved = await server.graphql({
      query: advanceMutation,
      variables: { id: job.id, status: 'CONFIRMED' },
      token: danishToken,
      country: 'no',
    });
    expect(errorCodeOf(moved)).toBe('UNAUTHENTICATED');
    expect((await customerSees(token, job.id))?.status).toBe('ORDERED');
  });
});
