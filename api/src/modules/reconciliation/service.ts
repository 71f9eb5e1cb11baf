import type { Readable } from 'node:stream';
import type { Database } from '../../database/connections.js';
import type { ServerLanguage } from '../../shared/translations.js';
import { DomainError } from '../../shared/errors.js';
import type { Viewer } from '../auth/viewer-model.js';
import { getJob } from '../jobs/service.js';
import { mayChangeExpectedAssets } from './policy.js';
import { reconciliationCsv, reconciliationXlsx } from './export-files.js';
import type {
  ReconciliationCounts,
  ReconciliationQuery,
  ReconciliationRowModel,
} from './reconciliation-model.js';
import {
  hasExpectedAssetList,
  reconciliationCounts,
  reconciliationPage,
  reconciliationRows,
  unresolvedMissingCounts,
} from './reconciliation-query.js';

export { checkExpectedAssets, InvalidRowsError, storeExpectedAssets } from './expected-assets.js';
import { jobForProvider } from './resolutions.js';

export { resolveMissingAssets } from './resolutions.js';
export { hasExpectedAssetList } from './reconciliation-query.js';

const defaultQuery: ReconciliationQuery = { sort: { field: 'serial_number', direction: 'asc' } };

const notReconciledMessage =
  'This job has no list of expected assets, so it is not reconciled. Attach a list first.';

/**
 * A job of the viewer's supplier: its counts and one page of the rows the query selects. Without
 * a list of expected assets the job is not reconciled: no rows, and only the units received
 * counted (none of them is an exception).
 */
export async function getJobReconciliation(
  database: Database,
  viewer: Viewer,
  jobId: string,
  query: ReconciliationQuery,
  page: number,
  pageSize: number,
): Promise<{
  jobId: string;
  canChangeList: boolean;
  reconciled: boolean;
  counts: ReconciliationCounts;
  rows: ReconciliationRowModel[];
  total: number;
}> {
  const job = await getJob(database, viewer, jobId);
  const canChangeList = mayChangeExpectedAssets(job);
  const [reconciled, counts] = await Promise.all([
    hasExpectedAssetList(database, job.id),
    reconciliationCounts(database, job.id),
  ]);
  if (!reconciled) {
    return {
      jobId: job.id,
      canChangeList,
      reconciled,
      counts: { ...counts, unexpected: 0 },
      rows: [],
      total: 0,
    };
  }
  const selected = await reconciliationPage(database, job.id, query, page, pageSize);
  return { jobId: job.id, canChangeList, reconciled, counts, ...selected };
}

/**
 * The job list's flag: each job's missing assets not resolved yet, in the order of the ids given
 * (one query for a page of jobs).
 */
export function unresolvedMissingAssetsOfJobs(
  database: Database,
  jobIds: readonly string[],
): Promise<number[]> {
  return unresolvedMissingCounts(database, jobIds);
}

/**
 * Every reconciliation row of a job of the viewer's supplier that the query selects (all rows
 * by serial number without one), streamed from one snapshot: for exports. NOT_FOUND (before the
 * first row) for any other job; BAD_USER_INPUT for a job without a list (not reconciled).
 */
export async function jobReconciliationRows(
  database: Database,
  viewer: Viewer,
  jobId: string,
  query: ReconciliationQuery = defaultQuery,
): Promise<AsyncIterable<ReconciliationRowModel>> {
  const job = await getJob(database, viewer, jobId);
  if (!(await hasExpectedAssetList(database, job.id))) {
    throw new DomainError('BAD_USER_INPUT', notReconciledMessage);
  }
  return reconciliationRows(database, job.id, query);
}

/** A job's reconciliation as a file, the columns' headers in the language: CSV or XLSX. */
export function reconciliationFile(
  rows: AsyncIterable<ReconciliationRowModel>,
  format: 'csv' | 'xlsx',
  language: ServerLanguage,
): Readable {
  return format === 'csv' ? reconciliationCsv(rows, language) : reconciliationXlsx(rows, language);
}

/**
 * For the provider's staff: a job (by number or id, any supplier) with its counts and its
 * missing assets not resolved yet (at most 1,000, by serial number).
 */
export async function providerReconciliation(database: Database, reference: string) {
  const job = await jobForProvider(database, reference);
  if (!job) return undefined;
  const [counts, unresolved] = await Promise.all([
    reconciliationCounts(database, job.id),
    reconciliationPage(
      database,
      job.id,
      { status: 'missing', sort: { field: 'serial_number', direction: 'asc' } },
      1,
      1_000,
    ),
  ]);
  return { job, counts, missing: unresolved.rows };
}
