import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import { assetResolutions } from './reconciliation-model.js';

/** The provider's answer to a missing asset: found later, or confirmed missing with a note. */
const resolutionInput = z
  .object({
    job: z.string().trim().min(1).max(100),
    serial_number: z.string().trim().min(1).max(100),
    resolution: z.enum(assetResolutions),
    note: z.string().trim().max(2000).nullish(),
  })
  .refine((item) => item.resolution !== 'confirmed_missing' || Boolean(item.note), {
    message: 'A confirmed missing asset needs a note.',
    path: ['note'],
  });
export const maximumResolutionsPerBatch = 500;

export type ResolutionResult =
  | { index: number; result: 'resolved' }
  | {
      index: number;
      result: 'rejected';
      code: 'INVALID_RESOLUTION' | 'UNKNOWN_JOB' | 'NOT_MISSING';
      message: string;
    };

/** A job of any supplier by its number (J-2026-000123) or id. */
async function findJobId(database: Database, reference: string): Promise<string | undefined> {
  const row = await database
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      isUuid(reference)
        ? eb('id', '=', reference)
        : eb('job_number', '=', reference.trim().toUpperCase()),
    )
    .executeTakeFirst();
  return row?.id;
}

/**
 * Resolves missing assets, each on its own: only an asset the job's reconciliation shows as
 * missing can be resolved (a later resolution replaces an earlier one). `resolvedBy` names who
 * did it (the provider key's name, or the command line).
 */
export async function resolveMissingAssets(
  database: Database,
  items: unknown[],
  resolvedBy: string,
): Promise<ResolutionResult[]> {
  const results: ResolutionResult[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = resolutionInput.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      results.push({
        index,
        result: 'rejected',
        code: 'INVALID_RESOLUTION',
        message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not valid'}`,
      });
      continue;
    }
    const { job, serial_number, resolution, note } = parsed.data;
    const jobId = await findJobId(database, job);
    if (!jobId) {
      results.push({ index, result: 'rejected', code: 'UNKNOWN_JOB', message: `No job ${job}.` });
      continue;
    }
    const updated = await sql<{ id: string }>`
      update job_expected_assets e
      set resolution = ${resolution}, resolution_note = ${note ?? null},
          resolved_at = now(), resolved_by = ${resolvedBy}
      where e.job_id = ${jobId}
        and upper(e.serial_number) = upper(${serial_number})
        and exists (
          select 1 from job_reconciliation(${jobId}) r
          where r.expected_asset_id = e.id and r.status = 'missing'
        )
      returning e.id`.execute(database);
    results.push(
      updated.rows.length
        ? { index, result: 'resolved' }
        : {
            index,
            result: 'rejected',
            code: 'NOT_MISSING',
            message: `${serial_number} is not a missing asset of job ${job}.`,
          },
    );
  }
  return results;
}

/** The provider's view of a job's list: its id and supplier, for the command line. */
export async function jobForProvider(database: Database, reference: string) {
  const jobId = await findJobId(database, reference);
  if (!jobId) return undefined;
  return database
    .selectFrom('jobs')
    .select(['id', 'job_number', 'supplier_id', 'status'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
}
