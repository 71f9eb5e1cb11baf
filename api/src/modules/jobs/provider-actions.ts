import { maximumStatusTimeAheadMs } from '@itad-portal/validation';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { DB } from '../../database/schema.generated.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { queueAssignmentStatusEmail } from '../email/service.js';
import { recordNotification } from '../notifications/service.js';
import { jobStatuses, type JobStatus } from './job-model.js';

/** The provider's side of a job: move it along its statuses and link the units it brought. */

export interface JobReference {
  id: string;
  job_number: string;
  supplier_id: string;
  status: string;
}

/** The job named by its number (J-2026-000123, in any case) or id, whatever its supplier. */
export function isJobNamed(numberOrId: string) {
  return (eb: ExpressionBuilder<DB, 'jobs'>) =>
    isUuid(numberOrId)
      ? eb('jobs.id', '=', numberOrId)
      : eb('jobs.job_number', '=', numberOrId.trim().toUpperCase());
}

async function findJobForProvider(
  database: Database,
  numberOrId: string,
): Promise<JobReference | undefined> {
  return database
    .selectFrom('jobs')
    .select(['id', 'job_number', 'supplier_id', 'status'])
    .where(isJobNamed(numberOrId))
    .executeTakeFirst();
}

/**
 * A status change the provider reports later (the driver's scan, sent when back in coverage)
 * keeps the time it happened, but the timeline must still read forwards and not in the future.
 */
async function checkOccurredAt(database: Database, jobId: string, occurredAt: Date) {
  if (occurredAt.getTime() > Date.now() + maximumStatusTimeAheadMs) {
    throw new DomainError('BAD_USER_INPUT', 'occurred_at: the time is in the future.');
  }
  const last = await database
    .selectFrom('job_status_events')
    .select((eb) => eb.fn.max('occurred_at').as('occurred_at'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (last?.occurred_at && occurredAt < new Date(last.occurred_at)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `occurred_at: the job's last status change was at ${new Date(last.occurred_at).toISOString()}; a later one cannot be earlier.`,
    );
  }
}

/**
 * Moves a job forward to `status` and records it in the timeline. Skipped statuses are recorded
 * too (with the same time), so the timeline never has gaps; a job never moves backwards, and
 * the status it has already is no change (recorded: none, no mail).
 */
export async function advanceJobStatus(
  database: Database,
  numberOrId: string,
  status: JobStatus,
  options: {
    occurredAt?: Date;
    notify?: { publicUrl: string; country: CountryCode };
    /** Records who moved it (the console's staff log), in the same transaction. */
    audit?: (transaction: Database, job: JobReference, recorded: JobStatus[]) => Promise<void>;
  } = {},
): Promise<{ job: JobReference; recorded: JobStatus[] }> {
  const occurredAt = options.occurredAt ?? new Date();
  return database.transaction().execute(async (transaction) => {
    const job = await findJobForProvider(transaction, numberOrId);
    if (!job) throw new DomainError('NOT_FOUND', `No job ${numberOrId}.`);
    await transaction
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', job.id)
      .forUpdate()
      .execute();
    const current = jobStatuses.indexOf(job.status as JobStatus);
    const target = jobStatuses.indexOf(status);
    // The same status again is a retry of a call that went through: nothing more to record.
    if (target === current) return { job, recorded: [] };
    if (target < current) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Job ${job.job_number} is ${job.status} already; a job only moves forward (${jobStatuses.join(' → ')}).`,
      );
    }
    if (options.occurredAt) await checkOccurredAt(transaction, job.id, options.occurredAt);
    const recorded = jobStatuses.slice(current + 1, target + 1);
    await transaction
      .insertInto('job_status_events')
      .values(
        recorded.map((reached) => ({ job_id: job.id, status: reached, occurred_at: occurredAt })),
      )
      .onConflict((conflict) => conflict.columns(['job_id', 'status']).doNothing())
      .execute();
    await transaction
      .updateTable('jobs')
      .set({ status, updated_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .execute();
    const details = await transaction
      .selectFrom('jobs')
      .leftJoin('users', 'users.id', 'jobs.ordered_by_user_id')
      .select(['jobs.recipient_email', 'jobs.kind', 'jobs.requested_date', 'users.language'])
      .where('jobs.id', '=', job.id)
      .executeTakeFirstOrThrow();
    // The supplier's users hear of it in the portal (and by mail, those who chose it).
    await recordNotification(
      transaction,
      {
        supplierId: job.supplier_id,
        audience: 'supplier',
        kind: 'job_status_changed',
        subject: job.job_number,
        status,
        link: `/services/${job.id}`,
      },
      options.notify
        ? // The job's recipient is mailed below: one mail, not two.
          { ...options.notify, alreadyMailed: [details.recipient_email] }
        : null,
    );
    if (options.notify) {
      // The recipient hears of it, in the language of the user who ordered.
      await queueAssignmentStatusEmail(transaction, {
        recipient: details.recipient_email,
        language: details.language,
        jobNumber: job.job_number,
        kind: details.kind === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION',
        date: details.requested_date,
        status,
        jobUrl: `${options.notify.publicUrl}/services/${job.id}?location=${options.notify.country}`,
      });
    }
    await options.audit?.(transaction, job, recorded);
    return { job: { ...job, status }, recorded };
  });
}

/**
 * Marks the job's supplier's units with these serial numbers as processed from the job.
 * Serial numbers the supplier has no unit for are returned, not guessed at.
 */
export async function linkProcessedUnits(
  database: Database,
  numberOrId: string,
  serialNumbers: string[],
): Promise<{ job: JobReference; linked: number; unknownSerialNumbers: string[] }> {
  const job = await findJobForProvider(database, numberOrId);
  if (!job) throw new DomainError('NOT_FOUND', `No job ${numberOrId}.`);
  const serials = [...new Set(serialNumbers.map((serial) => serial.trim()).filter(Boolean))];
  if (!serials.length) return { job, linked: 0, unknownSerialNumbers: [] };
  const updated = await database
    .updateTable('processed_units')
    .set({ job_number: job.job_number })
    .where('supplier_id', '=', job.supplier_id)
    .where('serial_number', 'in', serials)
    .returning('serial_number')
    .execute();
  const found = new Set(updated.map((row) => row.serial_number));
  return {
    job,
    linked: updated.length,
    unknownSerialNumbers: serials.filter((serial) => !found.has(serial)),
  };
}

/**
 * Records the seal numbers of the job's storage units (as the driver reads them when
 * collecting). A seal already recorded for the job stays as it is; answers the job's seals.
 */
export async function recordJobSeals(
  database: Database,
  numberOrId: string,
  sealNumbers: string[],
): Promise<{ job: JobReference; added: number; sealNumbers: string[] }> {
  const job = await findJobForProvider(database, numberOrId);
  if (!job) throw new DomainError('NOT_FOUND', `No job ${numberOrId}.`);
  const seals = [...new Set(sealNumbers.map((seal) => seal.trim()).filter(Boolean))];
  const tooLong = seals.find((seal) => seal.length > 100);
  if (tooLong) throw new DomainError('BAD_USER_INPUT', `Seal number too long: ${tooLong}`);
  const added = seals.length
    ? await database
        .insertInto('job_seals')
        .values(seals.map((seal_number) => ({ job_id: job.id, seal_number })))
        .onConflict((conflict) => conflict.columns(['job_id', 'seal_number']).doNothing())
        .returning('seal_number')
        .execute()
    : [];
  return { job, added: added.length, sealNumbers: await sealsOf(database, job.id) };
}

async function sealsOf(database: Database, jobId: string): Promise<string[]> {
  const seals = await database
    .selectFrom('job_seals')
    .select('seal_number')
    .where('job_id', '=', jobId)
    .orderBy('seal_number')
    .execute();
  return seals.map((seal) => seal.seal_number);
}

/** The seal numbers of a job's storage units, in order; null when there is no such job. */
export async function findJobSeals(
  database: Database,
  numberOrId: string,
): Promise<string[] | null> {
  const job = await findJobForProvider(database, numberOrId);
  return job ? sealsOf(database, job.id) : null;
}

/** Jobs for the provider's staff, newest first (at most 500), optionally by status or supplier. */
export async function listJobsForProvider(
  database: Database,
  filter: { status?: string | undefined; supplierId?: string | undefined },
) {
  let query = database
    .selectFrom('jobs')
    .select([
      'id',
      'job_number',
      'status',
      'kind',
      'requested_date',
      'company_name',
      'address',
      'zip_code',
      'city',
    ])
    .orderBy('created_at', 'desc')
    .limit(500);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.supplierId) {
    if (!isUuid(filter.supplierId)) return [];
    query = query.where('supplier_id', '=', filter.supplierId);
  }
  return query.execute();
}
