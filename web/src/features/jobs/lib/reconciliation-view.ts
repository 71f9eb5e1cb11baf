import type {
  ReconciliationSort,
  ReconciliationStatus,
  RegisterOutcome,
} from '../../../shared/graphql/generated/graphql';
import { apiCountry } from '../../../shared/country/country';

/** The selected country's REST base for jobs (/api/jobs/no, dk or se). */
export function jobsApiBase(): string {
  return `/api/jobs/${apiCountry()}`;
}

export const reconciliationStatuses: ReconciliationStatus[] = ['MATCHED', 'MISSING', 'UNEXPECTED'];

/** What the job page's reconciliation list shows: filter, order and page. */
export interface ReconciliationView {
  status: ReconciliationStatus | null;
  text: string;
  sort: Required<Pick<ReconciliationSort, 'field'>> & { direction: 'ASC' | 'DESC' };
  page: number;
}

/** The export of exactly what the list's filter and order show (every page), in the language. */
export function reconciliationExportPath(
  jobId: string,
  format: 'csv' | 'xlsx',
  view: Pick<ReconciliationView, 'status' | 'text' | 'sort'>,
  language: string,
): string {
  const query = new URLSearchParams({
    ...(view.status ? { status: view.status.toLowerCase() } : {}),
    ...(view.text ? { text: view.text } : {}),
    sort: view.sort.field.toLowerCase(),
    direction: view.sort.direction.toLowerCase(),
    language,
  });
  return `${jobsApiBase()}/${jobId}/reconciliation/${format}?${query.toString()}`;
}

/** Matched green, unexpected teal, missing grey (its flag says more). */
export function statusToneOf(status: ReconciliationStatus): 'default' | 'active' | 'created' {
  if (status === 'MATCHED') return 'active';
  if (status === 'UNEXPECTED') return 'created';
  return 'default';
}

/** On hold needs the customer's answer (coral); a final outcome is done (green); others wait. */
export function outcomeToneOf(outcome: RegisterOutcome): 'default' | 'active' | 'warning' {
  if (outcome === 'ON_HOLD') return 'warning';
  if (outcome === 'IN_PROCESS' || outcome === 'STOCKED') return 'default';
  return 'active';
}

type RegisterTool = 'snipe-it' | 'servicenow';

/** The job's units' outcomes as the file the register tool imports (the outcome list's filter). */
export function registerFilePath(jobId: string, tool: RegisterTool): string {
  const query = new URLSearchParams({ job_id: jobId });
  return `/api/units/${apiCountry()}/outcomes/${tool}.csv?${query.toString()}`;
}
