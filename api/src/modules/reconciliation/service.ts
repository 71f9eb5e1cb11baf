import type { Readable } from 'node:stream';
import type { Database } from '../../database/connections.js';
import type { ServerLanguage } from '../../shared/translations.js';
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
  reconciliationCounts,
  reconciliationPage,
  reconciliationRows,
  unresolvedMissingCounts,
} from './reconciliation-query.js';

export { checkExpectedAssets, InvalidRowsError, storeExpectedAssets } from './expected-assets.js';
import { jobForProvider } from './resolutions.js';

export { resolveMissingAssets } from './resolutions.js';

const defaultQuery: ReconciliationQuery = { sort: { field: 'serial_number', direction: 'asc' } };

/** A job of the viewer's supplier: its counts and one page of the rows the query selects. */
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
  counts: ReconciliationCounts;
  rows: ReconciliationRowModel[];
  total: number;
}> {
  const job = await getJob(database, viewer, jobId);
  const [counts, selected] = await Promise.all([
    reconciliationCounts(database, job.id),
    reconciliationPage(database, job.id, query, page, pageSize),
  ]);
  return { jobId: job.id, canChangeList: mayChangeExpectedAssets(job), counts, ...selected };
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
 * by serial number without one), streamed from one snapshot: for exports and evidence packs.
 * NOT_FOUND (before the first row) for any other job.
 */
export async function jobReconciliationRows(
  database: Database,
  viewer: Viewer,
  jobId: string,
  query: ReconciliationQuery = defaultQuery,
): Promise<AsyncIterable<ReconciliationRowModel>> {
  const job = await getJob(database, viewer, jobId);
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
