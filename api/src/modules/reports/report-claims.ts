import { randomUUID } from 'node:crypto';
import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { DB } from '../../database/schema.generated.js';
import type { ReportRow } from './report-model.js';

/**
 * One attempt's hold on a report. The token is new for every attempt and every write of the
 * attempt names it (fencing): once the report is released and claimed again, an attempt that was
 * only slow, not dead, can no longer change its status, progress, checkpoint or files.
 */
export interface ReportClaim {
  reportId: string;
  token: string;
}

/** Thrown when an attempt finds it no longer holds its report: another attempt has it now. */
export class ReportClaimLostError extends Error {
  constructor(reportId: string) {
    super(`Report ${reportId} was claimed by another attempt`);
    this.name = 'ReportClaimLostError';
  }
}

/**
 * Claims a queued report for one attempt of the given worker life (null: a process not
 * registered as an instance). A report another attempt holds is left alone, so two jobs for one
 * report (a re-queued one beside one set free) never generate it at the same time.
 */
export async function claimReport(
  database: Database,
  reportId: string,
  workerLifeId: string | null,
): Promise<{ report: ReportRow; claim: ReportClaim } | undefined> {
  const token = randomUUID();
  const report = await database
    .updateTable('reports')
    .set((eb) => ({
      status: 'GENERATING',
      attempts: eb('attempts', '+', 1),
      claimed_by: workerLifeId,
      claim_token: token,
      heartbeat_at: sql<Date>`now()`,
      started_at: sql<Date>`coalesce(started_at, now())`,
      units_done: 0,
    }))
    .where('id', '=', reportId)
    .where('status', '=', 'QUEUED')
    .returningAll()
    .executeTakeFirst();
  return report && { report, claim: { reportId, token } };
}

/** Updates the report only while this attempt holds it; false when it does not any more. */
export async function updateClaimedReport(
  database: Database,
  claim: ReportClaim,
  values: UpdateObject<DB, 'reports'>,
): Promise<boolean> {
  const result = await database
    .updateTable('reports')
    .set(values)
    .where('id', '=', claim.reportId)
    .where('claim_token', '=', claim.token)
    .where('status', '=', 'GENERATING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** As updateClaimedReport, but a lost claim stops the attempt. */
export async function updateClaimedReportOrStop(
  database: Database,
  claim: ReportClaim,
  values: UpdateObject<DB, 'reports'>,
): Promise<void> {
  if (!(await updateClaimedReport(database, claim, values))) {
    throw new ReportClaimLostError(claim.reportId);
  }
}
