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
import { groupedByKey } from '../../shared/request-loader.js';
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

const processedUnitColumns = [
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
] as const;

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
    .select(processedUnitColumns)
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

/**
 * Each job's first units by serial number and how many there are, for `Job.processed_units`:
 * two queries however many jobs (a page of them), in the order of the ids given.
 */
export async function processedUnitsOfJobs(
  database: Database,
  jobIds: readonly string[],
): Promise<{ units: ProcessedUnitModel[]; total: number }[]> {
  const [units, totals] = await Promise.all([
    database
      .selectFrom('jobs as job')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('processed_units as unit')
            .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
            .select(processedUnitColumns)
            .whereRef('unit.supplier_id', '=', 'job.supplier_id')
            .whereRef('unit.job_number', '=', 'job.job_number')
            .orderBy(sql`unit.serial_number collate "C"`)
            .limit(maximumListedUnitsPerJob)
            .as('listed'),
        (join) => join.onTrue(),
      )
      .selectAll('listed')
      .select('job.id as listed_job_id')
      .where('job.id', 'in', [...jobIds])
      .orderBy('job.id')
      .orderBy(sql`listed.serial_number collate "C"`)
      .execute(),
    database
      .selectFrom('jobs as job')
      .innerJoin('processed_units as unit', (join) =>
        join
          .onRef('unit.supplier_id', '=', 'job.supplier_id')
          .onRef('unit.job_number', '=', 'job.job_number'),
      )
      .select(['job.id', (eb) => eb.fn.countAll<number>().as('total')])
      .where('job.id', 'in', [...jobIds])
      .groupBy('job.id')
      .execute(),
  ]);
  const totalOf = new Map(totals.map((row) => [row.id, Number(row.total)]));
  return groupedByKey(jobIds, units, (unit) => unit.listed_job_id).map((listed, index) => ({
    units: listed.map(({ listed_job_id: _job, ...unit }) => unit),
    total: totalOf.get(jobIds[index] ?? '') ?? 0,
  }));
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
