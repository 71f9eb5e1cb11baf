import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineTask } from '../../tasks/task-definition.js';

/** Month partitions made ahead of time, so entries never wait for one (or land in the default). */
const monthsAhead = 3;

/**
 * Keeps the audit log's months: creates this month's and the next partitions, and drops every
 * month that ended `retentionMonths` or more before `now`. A drop removes a whole partition, not
 * rows, so the append-only triggers stay whole. Returns the dropped partitions' names.
 */
export async function maintainAuditLog(
  database: Database,
  retentionMonths: number,
  now: Date = new Date(),
): Promise<string[]> {
  await sql`select audit_log_create_partitions(${monthsAhead}::int)`.execute(database);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const dropped = await sql<{
    name: string;
  }>`select audit_log_drop_partitions_before(${cutoff}::timestamptz) as name`.execute(database);
  return dropped.rows.map((row) => row.name);
}

/** Daily (see jobs/worker.ts), once across instances. */
export const maintainAuditLogTask = defineTask({
  name: 'maintain_audit_log',
  payloadSchema: z.object({}).loose(),
  maximumAttempts: 3,
  async handle(_payload, { database, config, logger }) {
    const dropped = await maintainAuditLog(database, config.auditLogRetentionMonths);
    logger.info({ dropped }, 'Audit log months kept');
  },
});
