import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { ProcessedUnitModel } from '../units/unit-model.js';
import type { JobModel } from './job-model.js';
import { getJob } from './service.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const jobUnitSorting = {
  sorts: ['serial_number', 'manufacturer', 'model', 'category', 'grade', 'outcome', 'created_at'],
  defaultSort: 'serial_number',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type JobUnitSort = (typeof jobUnitSorting.sorts)[number];

const jobUnitSortColumns = {
  serial_number: sql`unit.serial_number collate "C"`,
  manufacturer: textSort(sql`unit.manufacturer`),
  model: textSort(sql`unit.model`),
  category: sql`unit.category`,
  grade: sql`unit.grade`,
  outcome: sql`unit.outcome`,
  created_at: sql`unit.created_at`,
};

export interface JobUnitFilter {
  text?: string | null;
}

/** Units processed from a job: those of its supplier carrying its job number. */
function jobUnitsQuery(
  database: Database,
  job: Pick<JobModel, 'supplier_id' | 'job_number'>,
  filter: JobUnitFilter,
  order: ListOrder<JobUnitSort>,
) {
  let query = database
    .selectFrom('processed_units as unit')
    .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
    .select([
      'unit.id',
      'unit.serial_number',
      'unit.manufacturer',
      'unit.model',
      'unit.category',
      'unit.weight_kg',
      'unit.grade',
      'unit.sanitisation_method',
      'unit.erasure_standard',
      'unit.sanitisation_result',
      'unit.outcome',
      'unit.created_at',
      'unit.graded_date',
      'unit.completed_date',
      'unit.job_number',
      'supplier.company as supplier_company',
    ])
    .where('unit.supplier_id', '=', job.supplier_id)
    .where('unit.job_number', '=', job.job_number);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('unit.serial_number', 'ilike', pattern),
        eb('unit.manufacturer', 'ilike', pattern),
        eb('unit.model', 'ilike', pattern),
        eb('unit.category', 'ilike', pattern),
      ]),
    );
  }
  // Serial numbers are unique per supplier, so they break ties.
  return query.$call(sortedBy(jobUnitSortColumns, sql`unit.serial_number collate "C"`, order));
}

/** The most units `Job.processed_units` lists; the paged list (get_job_units) has them all. */
const maximumListedUnitsPerJob = 200;

/** A job's first units by serial number and how many there are, for `Job.processed_units`. */
export function processedUnitsOf(
  database: Database,
  job: Pick<JobModel, 'supplier_id' | 'job_number'>,
): Promise<{ units: ProcessedUnitModel[]; total: number }> {
  return pageOf(
    database,
    // Serial numbers sort in byte order, the same in every language.
    jobUnitsQuery(database, job, {}, { sort: 'serial_number', direction: 'ASC', language: 'en' }),
    { page: 1, pageSize: maximumListedUnitsPerJob },
  ).then(({ rows, total }) => ({ units: rows, total }));
}

/** One page of a job's units (the job in the viewer's scope, else NOT_FOUND) and their total. */
export async function listJobUnits(
  database: Database,
  viewer: Viewer,
  jobId: string,
  filter: JobUnitFilter,
  list: ListArguments<JobUnitSort>,
): Promise<{ units: ProcessedUnitModel[]; total: number }> {
  const job = await getJob(database, viewer, jobId);
  const { rows, total } = await pageOf(database, jobUnitsQuery(database, job, filter, list), list);
  return { units: rows, total };
}

/** The export's reader of the same list. */
export async function jobUnitListReader(
  database: Database,
  viewer: Viewer,
  jobId: string,
  filter: JobUnitFilter,
  order: ListOrder<JobUnitSort>,
) {
  const job = await getJob(database, viewer, jobId);
  return (source: Database, offset: number, limit: number): Promise<ProcessedUnitModel[]> =>
    jobUnitsQuery(source, job, filter, order).limit(limit).offset(offset).execute();
}
