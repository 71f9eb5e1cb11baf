import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import {
  assignmentInput,
  jobFields,
  orderMutation,
  orderTestJob,
  type TestJob,
} from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { advanceJobStatus, linkProcessedUnits } from './provider-actions.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({ PROVIDER_STAFF_EMAIL: 'staff@provider.example' });
  database = server.databases.no;
});
afterAll(() => server.close());

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database, { phone: '+47 900 00 000', ...overrides });
  return { user, token: await signIn(server, user) };
}

const getJob = (token: string, id: string) =>
  server.graphql<{ get_job: TestJob }>({
    query: `query get_job($id: ID!) { get_job(id: $id) { ${jobFields} } }`,
    token,
    variables: { id },
  });

interface JobPage {
  jobs: { id: string; job_number: string; kind: string; status: string }[];
  total: number;
  page: number;
  page_size: number;
}

const listJobs = (token: string, variables: Record<string, unknown> = {}) =>
  server.graphql<{ get_jobs: JobPage }>({
    query: `query get_jobs($filter: JobFilter, $page: Int, $page_size: Int) {
      get_jobs(filter: $filter, page: $page, page_size: $page_size) {
        jobs { id job_number kind status } total page page_size
      }
    }`,
    token,
    variables,
  });

const order = (token: string, assignment: Record<string, unknown>, key: string = randomUUID()) =>
  server.graphql<{ order_assignment: TestJob }>({
    query: orderMutation,
    token,
    variables: { idempotency_key: key, assignment },
  });

describe('ordering an assignment', () => {
  it('orders a pickup: a numbered job, its units, its first status and the two mails', async () => {
    // The confirmation goes out in the orderer's language, the notice in the staff's (Norwegian).
    const { user, token } = await signedInUser({ language: 'se' });
    const job = await orderTestJob(server, token, {
      case_reference: 'PO-4711',
      equipment: ['Laptops', 'Servers', 'Laptops'],
      storage_units: [
        { type: 'SECURITY_CABINET_HALF', quantity: 1 },
        { type: 'BOX', quantity: 3 },
      ],
    });
    expect(job.job_number).toMatch(/^J-\d{4}-\d{6}$/);
    expect(job).toMatchObject({ kind: 'COLLECTION', status: 'ORDERED', case_reference: 'PO-4711' });
    expect(job.storage_units).toEqual(
      expect.arrayContaining([
        { type: 'BOX', quantity: 3 },
        { type: 'SECURITY_CABINET_HALF', quantity: 1 },
      ]),
    );
    expect(job.status_history.map((event) => event.status)).toEqual(['ORDERED']);
    expect(job.equipment).toEqual(['Laptops', 'Servers']);
    const stored = await database
      .selectFrom('jobs')
      .select(['supplier_id', 'ordered_by_user_id'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ supplier_id: user.supplier_id, ordered_by_user_id: user.id });
    const mails = await database
      .selectFrom('email_outbox')
      .select(['recipient', 'template', 'subject', 'text_body'])
      .where('text_body', 'like', `%${job.job_number}%`)
      .execute();
    const notice = mails.find((mail) => mail.template === 'assignment_notice');
    expect(notice?.recipient).toBe('staff@provider.example');
    expect(notice?.text_body).toContain('3 × BOX');
    expect(notice?.text_body).toContain('PO-4711');
    expect(notice?.text_body).toContain('Laptops, Servers');
    // Each mail names a job with the word of its reader's menu.
    expect(notice?.text_body).toContain(`Oppdragsnummer: ${job.job_number}`);
    expect(notice?.text_body).not.toMatch(/jobb/i);
    const confirmation = mails.find((mail) => mail.template === 'assignment_confirmation');
    expect(confirmation?.recipient).toBe('kari.nordmann@test.example');
    expect(confirmation?.subject).toBe(`Uppdrag beställt: ${job.job_number}`);
    expect(confirmation?.text_body).toContain(`med uppdragsnummer ${job.job_number}`);
    expect(confirmation?.text_body).toContain('Visa uppdraget:\n');
    expect(confirmation?.text_body).not.toMatch(/jobb/i);
    expect(confirmation?.text_body).toContain(`/services/${job.id}`);
  });

  it('is idempotent: the same key orders once and answers with the same job', async () => {
    const { user, token } = await signedInUser();
    const key = randomUUID();
    const first = await order(token, assignmentInput(), key);
    const second = await order(token, assignmentInput({ city: 'Bergen' }), key);
    expect(second.body.data?.order_assignment.id).toBe(first.body.data?.order_assignment.id);
    const [concurrentA, concurrentB] = await Promise.all([
      order(token, assignmentInput(), 'same-key-concurrent'),
      order(token, assignmentInput(), 'same-key-concurrent'),
    ]);
    expect(concurrentA.body.data?.order_assignment.id).toBe(
      concurrentB.body.data?.order_assignment.id,
    );
    const jobs = await database
      .selectFrom('jobs')
      .select('id')
      .where('supplier_id', '=', user.supplier_id)
      .execute();
    expect(jobs).toHaveLength(2);
  });

  it('names every field at fault and stores nothing', async () => {
    const { user, token } = await signedInUser();
    const response = await order(token, {
      ...assignmentInput(),
      address: ' ',
      city: '',
      zip_code: '12',
      company_name: '',
      contact_first_name: '',
      contact_last_name: '',
      email: 'not-an-address',
      phone: 'call me',
      date: '2020-01-06',
      recipient_name: '',
      recipient_email: 'nobody',
      storage_units: [],
      country: 'germany',
    });
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    const fields = (response.body.errors?.[0]?.extensions?.fields ?? []) as { field: string }[];
    expect(fields.map((problem) => problem.field).sort()).toEqual(
      [
        'address',
        'city',
        'company_name',
        'contact_first_name',
        'contact_last_name',
        'country',
        'date',
        'email',
        'phone',
        'recipient_email',
        'recipient_name',
        'storage_units',
      ].sort(),
    );
    const stored = await database
      .selectFrom('jobs')
      .select('id')
      .where('supplier_id', '=', user.supplier_id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it.each([
    ['a weekend', { date: '2027-01-02' }, 'date', 'Choose a business day'],
    ['a Norwegian public holiday', { date: '2027-05-17' }, 'date', 'Choose a business day'],
    ['a past day', { date: '2021-03-01' }, 'date', 'from the next business day'],
    ['a day over a year ahead', { date: '2099-03-02' }, 'date', 'within a year'],
    ['a Norwegian zip code of five digits', { zip_code: '01540' }, 'zip_code', 'zip code'],
    ['a Swedish zip code of four digits', { country: 'sweden', zip_code: '1234' }, 'zip_code', ''],
    [
      'a quantity of 0',
      { storage_units: [{ type: 'BOX', quantity: 0 }] },
      'storage_units.0.quantity',
      '',
    ],
    [
      'a quantity of 1000',
      { storage_units: [{ type: 'BOX', quantity: 1000 }] },
      'storage_units.0.quantity',
      '',
    ],
    [
      'a storage unit type twice',
      {
        storage_units: [
          { type: 'BOX', quantity: 1 },
          { type: 'BOX', quantity: 2 },
        ],
      },
      'storage_units',
      'once',
    ],
    [
      'a case number over 100 characters',
      { case_reference: 'x'.repeat(101) },
      'case_reference',
      '',
    ],
    [
      'delivery info over 2,000 characters',
      { delivery_info: 'x'.repeat(2001) },
      'delivery_info',
      '',
    ],
  ])('refuses %s', async (_case, overrides, field, message) => {
    const { token } = await signedInUser();
    const response = await order(token, assignmentInput(overrides));
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    const problems = response.body.errors?.[0]?.extensions?.fields as {
      field: string;
      message: string;
    }[];
    expect(problems.map((problem) => problem.field)).toContain(field);
    expect(problems.find((problem) => problem.field === field)?.message).toContain(message);
  });

  it('accepts a Swedish address with its five-digit zip code and an empty case number', async () => {
    const { token } = await signedInUser();
    const job = await orderTestJob(server, token, {
      kind: 'DELIVERY',
      country: 'sweden',
      zip_code: '111 22',
      case_reference: '  ',
      equipment: ['Laptops'],
    });
    // A delivery brings empty units: it collects no equipment.
    expect(job).toMatchObject({ kind: 'DELIVERY', case_reference: null, equipment: [] });
  });

  it('refuses a short idempotency key and callers who are not signed in', async () => {
    const { token } = await signedInUser();
    expect(errorCodeOf(await order(token, assignmentInput(), 'short'))).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await order('', assignmentInput()))).toBe('UNAUTHENTICATED');
  });
});

describe('the order form defaults', () => {
  it('come from the acting supplier and the signed-in user', async () => {
    const { user, token } = await signedInUser({ first_name: 'Ola', last_name: 'Hansen' });
    await database
      .updateTable('suppliers')
      .set({ address: 'Fabrikkgata 2', city: 'Drammen', zip: '3015', can_upload: false })
      .where('id', '=', user.supplier_id)
      .execute();
    await database
      .insertInto('shipment_items')
      .values([
        { supplier_id: user.supplier_id, name: 'Servers', position: 2 },
        { supplier_id: user.supplier_id, name: 'Laptops', position: 1 },
      ])
      .execute();
    const response = await server.graphql<{ get_assignment_defaults: Record<string, unknown> }>({
      query: `query { get_assignment_defaults { company_name address city zip_code country
        contact_first_name contact_last_name email phone recipient_name recipient_email
        earliest_date can_upload equipment_options } }`,
      token: await signIn(server, user),
    });
    expect(response.body.data?.get_assignment_defaults).toMatchObject({
      address: 'Fabrikkgata 2',
      city: 'Drammen',
      zip_code: '3015',
      country: 'norway',
      contact_first_name: 'Ola',
      contact_last_name: 'Hansen',
      email: user.email,
      phone: '+47 900 00 000',
      recipient_name: 'Ola Hansen',
      recipient_email: user.email,
      can_upload: false,
      equipment_options: ['Laptops', 'Servers'],
    });
    expect(response.body.data?.get_assignment_defaults.earliest_date).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(token).toBeTruthy();
  });
});

describe('the job list and detail', () => {
  it('lists the supplier’s jobs newest first, filtered and paged', async () => {
    const { token } = await signedInUser();
    const pickup = await orderTestJob(server, token, { case_reference: 'FIND-ME-123' });
    const delivery = await orderTestJob(server, token, { kind: 'DELIVERY', city: 'Trondheim' });
    const third = await orderTestJob(server, token);
    await advanceJobStatus(database, third.job_number, 'SCHEDULED');

    const all = (await listJobs(token)).body.data!.get_jobs;
    expect(all.total).toBe(3);
    expect(all.jobs.map((job) => job.id)).toEqual([third.id, delivery.id, pickup.id]);

    const page2 = (await listJobs(token, { page: 2, page_size: 2 })).body.data!.get_jobs;
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.jobs.map((job) => job.id)).toEqual([pickup.id]);

    const byKind = (await listJobs(token, { filter: { kind: 'DELIVERY' } })).body.data!.get_jobs;
    expect(byKind.jobs.map((job) => job.id)).toEqual([delivery.id]);
    const byStatus = (await listJobs(token, { filter: { status: 'SCHEDULED' } })).body.data!
      .get_jobs;
    expect(byStatus.jobs.map((job) => job.id)).toEqual([third.id]);
    const byText = (await listJobs(token, { filter: { text: 'find-me' } })).body.data!.get_jobs;
    expect(byText.jobs.map((job) => job.id)).toEqual([pickup.id]);
    const byCity = (await listJobs(token, { filter: { text: 'trondheim' } })).body.data!.get_jobs;
    expect(byCity.jobs.map((job) => job.id)).toEqual([delivery.id]);
    const byNumber = (await listJobs(token, { filter: { text: third.job_number } })).body.data!
      .get_jobs;
    expect(byNumber.jobs.map((job) => job.id)).toEqual([third.id]);
    const wildcard = (await listJobs(token, { filter: { text: '%' } })).body.data!.get_jobs;
    expect(wildcard.total).toBe(0);
    const future = (await listJobs(token, { filter: { from: '2099-01-01' } })).body.data!.get_jobs;
    expect(future.total).toBe(0);
    const past = (await listJobs(token, { filter: { from: '2020-01-01', to: '2020-12-31' } })).body
      .data!.get_jobs;
    expect(past.total).toBe(0);
    const around = (await listJobs(token, { filter: { from: '2020-01-01', to: '2099-12-31' } }))
      .body.data!.get_jobs;
    expect(around.total).toBe(3);
    expect(
      errorCodeOf(await listJobs(token, { filter: { from: '2026-02-01', to: '2026-01-01' } })),
    ).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await listJobs(token, { page_size: 101 }))).toBe('BAD_USER_INPUT');
  });

  it('shows a job’s timeline and the units processed from it', async () => {
    const { user, token } = await signedInUser();
    const job = await orderTestJob(server, token);
    await advanceJobStatus(database, job.job_number, 'CONFIRMED');
    await advanceJobStatus(database, job.id, 'RECEIVED');
    await expect(advanceJobStatus(database, job.job_number, 'SCHEDULED')).rejects.toThrow(
      /only moves forward/,
    );
    const rows = [unitRow(), unitRow()];
    await importTestUnits(database, user.supplier_id, rows);
    const stranger = await createUser(database);
    const strangersUnit = unitRow();
    await importTestUnits(database, stranger.supplier_id, [strangersUnit]);
    const linked = await linkProcessedUnits(database, job.job_number, [
      rows[0]!.serial_number!,
      rows[1]!.serial_number!,
      strangersUnit.serial_number!,
    ]);
    expect(linked.linked).toBe(2);
    expect(linked.unknownSerialNumbers).toEqual([strangersUnit.serial_number]);

    const detail = (await getJob(token, job.id)).body.data!.get_job;
    expect(detail.status).toBe('RECEIVED');
    expect(detail.status_history.map((event) => event.status)).toEqual([
      'ORDERED',
      'CONFIRMED',
      'SCHEDULED',
      'COLLECTED',
      'RECEIVED',
    ]);
    expect(detail.processed_unit_count).toBe(2);
    expect(detail.processed_units.map((unit) => unit.serial_number).sort()).toEqual(
      [rows[0]!.serial_number, rows[1]!.serial_number].sort(),
    );
  });

  it('treats another supplier’s job as not found, in the detail and the list', async () => {
    const { token: ownerToken } = await signedInUser();
    const job = await orderTestJob(server, ownerToken);
    const { token: strangerToken } = await signedInUser();
    expect(errorCodeOf(await getJob(strangerToken, job.id))).toBe('NOT_FOUND');
    expect(errorCodeOf(await getJob(strangerToken, 'not-a-uuid'))).toBe('NOT_FOUND');
    expect((await listJobs(strangerToken)).body.data?.get_jobs.total).toBe(0);
    expect(errorCodeOf(await getJob('', job.id))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await listJobs(''))).toBe('UNAUTHENTICATED');
    // The same job asked for through another country's back end is not there either.
    const response = await server.graphql({
      query: `query get_job($id: ID!) { get_job(id: $id) { id } }`,
      token: ownerToken,
      variables: { id: job.id },
      country: 'dk',
    });
    expect(errorCodeOf(response)).toBe('UNAUTHENTICATED');
  });
});
