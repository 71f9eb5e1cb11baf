import type { JobModel } from '../jobs/job-model.js';

/*
 * A job's list of expected assets and its reconciliation belong to the job's supplier: a user
 * reaches them only through the jobs service's getJob (NOT_FOUND for any other supplier's job).
 * The provider resolves missing assets with a provider key or the command line, never a user.
 */

/** Until processing of a pickup has finished, its customer may attach or replace the list. */
export function mayChangeExpectedAssets(job: Pick<JobModel, 'kind' | 'status'>): boolean {
  return job.kind === 'COLLECTION' && job.status !== 'COMPLETED';
}
