import type { Database } from '../../database/connections.js';

/**
 * How many of each job's units wait on an open hold (the job's units: its supplier's units
 * carrying its job number). One statement for a page of jobs; the open holds are found through
 * unit_holds_one_open (a unit's open hold), so answered holds cost nothing.
 */
export async function openHoldsOfJobs(
  database: Database,
  jobIds: readonly string[],
): Promise<number[]> {
  const rows = await database
    .selectFrom('jobs as job')
    .innerJoin('processed_units as unit', (join) =>
      join
        .onRef('unit.supplier_id', '=', 'job.supplier_id')
        .onRef('unit.job_number', '=', 'job.job_number'),
    )
    .innerJoin('unit_holds as hold', (join) =>
      join.onRef('hold.unit_id', '=', 'unit.id').on('hold.state', '=', 'open'),
    )
    .select(['job.id as job_id', (eb) => eb.fn.countAll<string>().as('open_holds')])
    .where('job.id', 'in', [...jobIds])
    .groupBy('job.id')
    .execute();
  const counts = new Map(rows.map((row) => [row.job_id, Number(row.open_holds)]));
  return jobIds.map((jobId) => counts.get(jobId) ?? 0);
}
