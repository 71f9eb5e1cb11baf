import type { JobSort, JobStatus } from '../../../shared/graphql/generated/graphql';
import type { ListOptions } from '../../../shared/lists/list-state';

export const jobStatuses: JobStatus[] = [
  'ORDERED',
  'CONFIRMED',
  'SCHEDULED',
  'COLLECTED',
  'RECEIVED',
  'PROCESSING',
  'COMPLETED',
];

export const jobsPageSize = 20;

const jobFilters = ['kind', 'status', 'from', 'to', 'company'] as const;
type JobFilterName = (typeof jobFilters)[number];

/** The overview's view in the address: ?kind=&status=&from=&to=&company=&q=&sort=&dir=&page= */
export const jobListOptions: ListOptions<JobSort, JobFilterName> = {
  sorts: ['created_at', 'job_number', 'kind', 'status', 'date', 'company', 'case_reference'],
  defaultSort: 'created_at',
  defaultDirection: 'DESC',
  filters: jobFilters,
};

const isStatus = (value: string | null): value is JobStatus =>
  jobStatuses.includes(value as JobStatus);
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The address's filters as the API's JobFilter (values it would refuse are left out). */
export function jobFilterOf(filters: Record<JobFilterName, string | null>, text: string) {
  const { kind, status, from, to, company } = filters;
  return {
    kind: kind === 'COLLECTION' || kind === 'DELIVERY' ? kind : null,
    status: isStatus(status) ? status : null,
    from: isDate(from) ? from : null,
    to: isDate(to) ? to : null,
    text: text || null,
    supplier_id: company,
  } as const;
}

/** The status tag's colour: the spec's default grey, active green and created teal. */
export function statusTone(status: JobStatus): 'default' | 'active' | 'created' {
  if (status === 'ORDERED') return 'created';
  if (status === 'COMPLETED') return 'default';
  return 'active';
}
