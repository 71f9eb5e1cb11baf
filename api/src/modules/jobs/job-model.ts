import type { Selectable } from 'kysely';
import type { JobAttachments, Jobs } from '../../database/schema.generated.js';

/** Seals a job's storage units carry at most, serial numbers one call links at most. */
export const providerJobLimits = { seals: 100, serialNumbers: 10_000 } as const;

export const jobStatuses = [
  'ORDERED',
  'CONFIRMED',
  'SCHEDULED',
  'COLLECTED',
  'RECEIVED',
  'PROCESSING',
  'COMPLETED',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A stored status as the API's enum; the database's check allows no other. */
export const jobStatusOf = (value: string): JobStatus => (isJobStatus(value) ? value : 'ORDERED');

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (jobStatuses as readonly string[]).includes(value);
}

/**
 * A job row plus the name of the user who ordered it and its supplier's company name. The
 * count of unresolved missing assets is the reconciliation's, read by its own field resolver.
 */
export type JobModel = Omit<Selectable<Jobs>, 'idempotency_key' | 'unresolved_missing_assets'> & {
  ordered_by: string | null;
  supplier_company: string;
};

export type JobAttachmentModel = Pick<
  Selectable<JobAttachments>,
  'id' | 'original_name' | 'content_type' | 'size_bytes' | 'created_at'
>;
