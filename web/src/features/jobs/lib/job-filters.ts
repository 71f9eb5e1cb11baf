import type { JobFilter, JobStatus } from '../../../shared/graphql/generated/graphql';

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

export interface OverviewState {
  filter: JobFilter;
  page: number;
}

const isStatus = (value: string | null): value is JobStatus =>
  jobStatuses.includes(value as JobStatus);
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The overview's filters and page live in the address, so links and Back keep them. */
export function readOverviewState(search: URLSearchParams): OverviewState {
  const kind = search.get('kind');
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  const text = search.get('q')?.trim();
  const page = Number(search.get('page'));
  return {
    filter: {
      kind: kind === 'COLLECTION' || kind === 'DELIVERY' ? kind : null,
      status: isStatus(status) ? status : null,
      from: isDate(from) ? from : null,
      to: isDate(to) ? to : null,
      text: text ? text.slice(0, 100) : null,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeOverviewState(state: OverviewState): URLSearchParams {
  const search = new URLSearchParams();
  const { kind, status, from, to, text } = state.filter;
  if (kind) search.set('kind', kind);
  if (status) search.set('status', status);
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  if (text) search.set('q', text);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** The status tag's colour: the spec's default grey, active green and created teal. */
export function statusTone(status: JobStatus): 'default' | 'active' | 'created' {
  if (status === 'ORDERED') return 'created';
  if (status === 'COMPLETED') return 'default';
  return 'active';
}
