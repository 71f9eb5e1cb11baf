import { randomUUID } from 'node:crypto';
import { addDays, firstBookableDate, isBusinessDay } from '@itad-portal/validation';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { jobStatuses, type JobStatus } from './job-model.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { defaultAddressCountry } from './service.js';

const dayMilliseconds = 86_400_000;

function businessDayFrom(localDate: string, days: number): string {
  let date = localDate;
  for (let step = 0; step < days;) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) step += 1;
  }
  return date;
}

interface DemoJob {
  kind: 'COLLECTION' | 'DELIVERY';
  status: JobStatus;
  requestedDate: string;
  orderedAt: Date;
  /** When each status was reached, from ORDERED up to `status`. */
  reachedAt: Date[];
  storageUnits: { type: string; quantity: number }[];
  caseReference: string | null;
  deliveryInfo: string | null;
  /** The demo units' own job number, renamed to the new job's. */
  unitJobNumber?: string;
}

/**
 * Demo jobs for every supplier of the country: the last few pickups the demo units came from
 * (their units are linked to them), and a few open orders at different statuses.
 */
export async function seedDemoJobs(
  database: Database,
  country: CountryCode,
  onlySupplierIds?: string[],
): Promise<number> {
  // One transaction: all or nothing, and one commit instead of hundreds.
  return database
    .transaction()
    .execute((transaction) => seedDemoJobsIn(transaction, country, onlySupplierIds));
}

async function seedDemoJobsIn(
  database: Database,
  country: CountryCode,
  onlySupplierIds?: string[],
): Promise<number> {
  let supplierQuery = database
    .selectFrom('suppliers')
    .select(['id', 'company', 'address', 'city', 'zip'])
    .orderBy('company');
  if (onlySupplierIds) supplierQuery = supplierQuery.where('id', 'in', onlySupplierIds);
  const suppliers = await supplierQuery.execute();
  const today = todayInBusinessTimeZone();
  let count = 0;
  for (const supplier of suppliers) {
    const contact = await database
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'phone'])
      .where('supplier_id', '=', supplier.id)
      .where('status', '=', 'active')
      .orderBy('created_at')
      .executeTakeFirst();
    const shipmentItems = (
      await database
        .selectFrom('shipment_items')
        .select('name')
        .where('supplier_id', '=', supplier.id)
        .orderBy('position')
        .execute()
    ).map((item) => item.name);
    const recentUnitJobs = await database
      .selectFrom('processed_units')
      .select([
        'job_number',
        sql<Date>`min(created_at)`.as('received'),
        sql<Date | null>`max(completed_date)`.as('completed'),
        sql<number>`count(*) filter (where outcome = 'in_process')::int`.as('in_process'),
      ])
      .where('supplier_id', '=', supplier.id)
      .where('job_number', 'is not', null)
      .groupBy('job_number')
      .orderBy('received', 'desc')
      .limit(30)
      .execute();
    // The latest pickup still in process, and the two latest completed ones.
    const unitJobs = [
      ...recentUnitJobs.filter((unitJob) => unitJob.in_process > 0).slice(0, 1),
      ...recentUnitJobs.filter((unitJob) => unitJob.in_process === 0).slice(0, 2),
    ];

    const jobs: DemoJob[] = unitJobs.map((unitJob, index) => {
      const received = new Date(unitJob.received);
      const status: JobStatus = unitJob.in_process > 0 ? 'PROCESSING' : 'COMPLETED';
      const collected = new Date(received.getTime() - dayMilliseconds);
      const orderedAt = new Date(received.getTime() - 9 * dayMilliseconds);
      const steps = [
        orderedAt,
        new Date(orderedAt.getTime() + dayMilliseconds / 4),
        new Date(orderedAt.getTime() + 2 * dayMilliseconds),
        collected,
        received,
        new Date(received.getTime() + dayMilliseconds),
        unitJob.completed
          ? new Date(unitJob.completed)
          : new Date(received.getTime() + 14 * dayMilliseconds),
      ];
      return {
        kind: 'COLLECTION',
        status,
        requestedDate: collected.toISOString().slice(0, 10),
        orderedAt,
        reachedAt: steps.slice(0, jobStatuses.indexOf(status) + 1),
        storageUnits:
          index % 2 === 0
            ? [
                { type: 'SECURITY_CABINET_FULL', quantity: 2 },
                { type: 'LAPTOP_BOX', quantity: 10 },
              ]
            : [
                { type: 'PALLET', quantity: 1 },
                { type: 'SECURITY_BAG', quantity: 4 },
              ],
        caseReference: index === 0 ? 'PO-2291' : null,
        deliveryInfo: 'Goods reception, ramp 2. Call the contact person on arrival.',
        unitJobNumber: unitJob.job_number ?? undefined,
      };
    });
    const now = Date.now();
    jobs.push(
      {
        kind: 'DELIVERY',
        status: 'SCHEDULED',
        requestedDate: businessDayFrom(today, 3),
        orderedAt: new Date(now - 2 * dayMilliseconds),
        reachedAt: [
          new Date(now - 2 * dayMilliseconds),
          new Date(now - 2 * dayMilliseconds + 3_600_000),
          new Date(now - dayMilliseconds),
        ],
        storageUnits: [
          { type: 'SECURITY_CASE_WHEEL_M', quantity: 3 },
          { type: 'BOX', quantity: 20 },
        ],
        caseReference: 'IT-renewal 2026',
        deliveryInfo: 'Reception on the ground floor, open 08-16.',
      },
      {
        kind: 'COLLECTION',
        status: 'ORDERED',
        requestedDate: businessDayFrom(firstBookableDate(today), 7),
        orderedAt: new Date(now - 3_600_000),
        reachedAt: [new Date(now - 3_600_000)],
        storageUnits: [{ type: 'IT_WASTE', quantity: 2 }],
        caseReference: null,
        deliveryInfo: null,
      },
    );

    for (const job of jobs) {
      const jobNumber = `J-${job.orderedAt.toISOString().slice(0, 4)}-${String(
        (
          await sql<{ next: string }>`select nextval('job_number_sequence')::text as next`.execute(
            database,
          )
        ).rows[0]?.next ?? '0',
      ).padStart(6, '0')}`;
      const { id } = await database
        .insertInto('jobs')
        .values({
          supplier_id: supplier.id,
          job_number: jobNumber,
          kind: job.kind,
          status: job.status,
          address: supplier.address ?? 'Storgata 1',
          city: supplier.city ?? 'Oslo',
          zip_code: supplier.zip ?? '0155',
          country: defaultAddressCountry[country],
          company_name: supplier.company,
          contact_first_name: contact?.first_name || 'Kari',
          contact_last_name: contact?.last_name || 'Nordmann',
          email: contact?.email ?? 'post@example.com',
          phone: contact?.phone ?? '+47 22 00 00 00',
          case_reference: job.caseReference,
          requested_date: job.requestedDate,
          delivery_info: job.deliveryInfo,
          recipient_name: contact ? `${contact.first_name} ${contact.last_name}` : supplier.company,
          recipient_email: contact?.email ?? 'post@example.com',
          equipment: job.kind === 'COLLECTION' ? shipmentItems : [],
          ordered_by_user_id: contact?.id ?? null,
          idempotency_key: `demo-${randomUUID()}`,
          created_at: job.orderedAt,
          updated_at: job.reachedAt.at(-1) ?? job.orderedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database
        .insertInto('job_storage_units')
        .values(
          job.storageUnits.map((line) => ({
            job_id: id,
            unit_type: line.type,
            quantity: line.quantity,
          })),
        )
        .execute();
      await database
        .insertInto('job_status_events')
        .values(
          job.reachedAt.map((occurredAt, index) => ({
            job_id: id,
            status: jobStatuses[index] ?? 'ORDERED',
            occurred_at: occurredAt,
          })),
        )
        .execute();
      if (job.unitJobNumber) {
        await database
          .updateTable('processed_units')
          .set({ job_number: jobNumber })
          .where('supplier_id', '=', supplier.id)
          .where('job_number', '=', job.unitJobNumber)
          .execute();
      }
      count += 1;
    }
  }
  return count;
}
