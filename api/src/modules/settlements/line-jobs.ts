import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { groupedByKey, requestLoader } from '../../shared/request-loader.js';
import type { SettlementLineJobModel } from './settlement-model.js';
import { unitValuesOfJobs } from '../units/service.js';

/**
 * The jobs a settlement's lines name, by job number, among the settled supplier's own jobs: a
 * number the supplier has no job with is refused by its line, so a line never leads elsewhere.
 */
export async function jobIdsOfLines(
  database: Database,
  supplierId: string,
  jobNumbers: readonly (string | null)[],
): Promise<(string | null)[]> {
  const wanted = [...new Set(jobNumbers.filter((number): number is string => number !== null))];
  const jobs = wanted.length
    ? await database
        .selectFrom('jobs')
        .select(['id', 'job_number'])
        .where('supplier_id', '=', supplierId)
        .where('job_number', 'in', wanted)
        .execute()
    : [];
  const idOf = new Map(jobs.map((job) => [job.job_number, job.id]));
  return jobNumbers.map((number, index) => {
    if (number === null) return null;
    const id = idOf.get(number);
    if (!id) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Line ${index + 1}: the supplier has no job ${number}.`,
      );
    }
    return id;
  });
}

/** The jobs of the lines one request reads (a page of them), in one statement. */
export const settlementLineJobLoader = requestLoader(
  async (database: Database, jobIds: readonly string[]) => {
    const jobs = await database
      .selectFrom('jobs')
      .select(['id', 'job_number'])
      .where('id', 'in', [...jobIds])
      .execute();
    return groupedByKey(jobIds, jobs, (job) => job.id).map(
      (found): SettlementLineJobModel | null => found[0] ?? null,
    );
  },
);

/** The values of the units of the jobs the lines of one request name, in one statement. */
export const lineJobUnitValuesLoader = requestLoader(
  (database: Database, jobIds: readonly string[]) => unitValuesOfJobs(database, jobIds),
);

/** Lines as an export writes them: each with its job's number and its units' summed value. */
export async function withLineJobs<Line extends { job_id: string | null }>(
  database: Database,
  lines: Line[],
): Promise<(Line & { job_number: string | null; units_value: string | null })[]> {
  const jobIds = [...new Set(lines.flatMap((line) => (line.job_id ? [line.job_id] : [])))];
  if (!jobIds.length)
    return lines.map((line) => ({ ...line, job_number: null, units_value: null }));
  const [jobs, values] = await Promise.all([
    database.selectFrom('jobs').select(['id', 'job_number']).where('id', 'in', jobIds).execute(),
    unitValuesOfJobs(database, jobIds),
  ]);
  const numberOf = new Map(jobs.map((job) => [job.id, job.job_number]));
  const valueOf = new Map(jobIds.map((jobId, index) => [jobId, values[index]?.total ?? null]));
  return lines.map((line) => ({
    ...line,
    job_number: line.job_id ? (numberOf.get(line.job_id) ?? null) : null,
    units_value: line.job_id ? (valueOf.get(line.job_id) ?? null) : null,
  }));
}
