import type { AuditLogFilter } from '../../../shared/graphql/generated/graphql';
import { apiCountry } from '../../../shared/country/country';

export const auditLogPageSize = 50;

export interface AuditLogState {
  filter: AuditLogFilter;
  page: number;
}

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string | null): value is string =>
  value !== null && /^[0-9a-f-]{36}$/i.test(value);
const isAction = (value: string | null): value is string =>
  value !== null && /^[a-z_]{1,40}\.[a-z_]{1,40}$/.test(value);

/** The filters and the page live in the address, so links, reloads and Back keep them. */
export function readAuditLogState(search: URLSearchParams): AuditLogState {
  const company = search.get('company');
  const person = search.get('person');
  const action = search.get('action');
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  return {
    filter: {
      supplier_id: isId(company) ? company : null,
      actor_id: isId(person) ? person : null,
      action: isAction(action) ? action : null,
      from: isDate(from) ? from : null,
      to: isDate(to) ? to : null,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeAuditLogState(state: AuditLogState): URLSearchParams {
  const search = new URLSearchParams();
  const { supplier_id, actor_id, action, from, to } = state.filter;
  if (supplier_id) search.set('company', supplier_id);
  if (actor_id) search.set('person', actor_id);
  if (action) search.set('action', action);
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** The export of exactly the filtered list, as the server streams it (no page limit). */
export function auditLogExportPath(filter: AuditLogFilter, language: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  query.set('language', language);
  return `/api/audit-log/${apiCountry()}/export.csv?${query.toString()}`;
}

interface EntryFacts {
  method?: string;
  reason?: string;
  /** A deactivation: the tokens the user created that keep working. */
  tokensStillActive?: { api: number; scim: number };
  /** A provider's staff member's read-only view: why (their words) and when it ends. */
  view?: { reason: string; endsAt: string };
}

/**
 * The facts worth a line under the action: the sign-in method, the reason it failed, the
 * tokens a deactivated user created that still work (only when there are any), why a provider's
 * staff member looked at the portal as a user and until when.
 */
export function detailsOf(details: string): EntryFacts {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    const api = Number(parsed.api_tokens_still_active ?? 0);
    const scim = Number(parsed.scim_tokens_still_active ?? 0);
    return {
      ...(typeof parsed.method === 'string' ? { method: parsed.method } : {}),
      ...(typeof parsed.reason === 'string' ? { reason: parsed.reason } : {}),
      ...(api > 0 || scim > 0 ? { tokensStillActive: { api, scim } } : {}),
      ...(typeof parsed.view_reason === 'string' && typeof parsed.ends_at === 'string'
        ? { view: { reason: parsed.view_reason, endsAt: parsed.ends_at } }
        : {}),
    };
  } catch {
    return {};
  }
}
