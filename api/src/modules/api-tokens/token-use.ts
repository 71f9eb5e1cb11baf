import { runPreparedQuery, type Database } from '../../database/connections.js';
import { hashSecretToken } from '../../shared/secret-tokens.js';
import { pickUserRow, userColumns } from '../users/service.js';
import type { UserRow } from '../users/user-model.js';
import type { ApiTokenScope, Viewer } from '../auth/viewer-model.js';
import { apiTokenPrefix } from './api-token-model.js';

/** What a call needs of a token: reading, ordering, or something no token may do. */
export type RequiredAccess = 'read' | 'order' | 'denied';

export interface ApiTokenCall {
  token: string;
  /** What the audit entry names: the GraphQL operation or the REST route. */
  operation: string;
  required: RequiredAccess;
  requestsPerMinute: number;
  ipAddress: string | null;
  userAgent: string | undefined;
}

export type ApiTokenUse =
  | { outcome: 'allowed'; viewer: Viewer }
  | { outcome: 'forbidden' }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

interface UsedTokenRow extends UserRow {
  token_id: string;
  token_name: string;
  token_scope: ApiTokenScope;
  token_supplier_id: string;
  supplier_can_upload: boolean;
  token_expires_at: Date;
  token_last_used_at: Date;
  window_count: number;
  seconds_left: number;
}

const maximumUserAgentLength = 512;
const maximumOperationLength = 200;

/**
 * One statement per call, so a token costs one round trip: it finds a live token (not revoked,
 * not expired: a revocation holds on every instance at once, as nothing is cached), marks it
 * used, counts the call in the token's one-minute window (on the row, shared by all instances)
 * and, when within the limit, writes the audit entry `api_token.used` with the operation and
 * whether the scope allowed it. The first call over the limit in a window writes one
 * `api_token.rate_limited` (the operation and the limit), so throttling shows in the log without
 * one entry per refused call. The entry is written in the statement rather than through
 * recordAuditEvent so that a call that could not be recorded is not served either.
 */
const useTokenStatement = `
  with used as (
    update api_tokens as token set
      last_used_at = now(),
      window_count = case when token.window_started_at <= now() - interval '1 minute'
        then 1 else token.window_count + 1 end,
      window_started_at = case when token.window_started_at <= now() - interval '1 minute'
        then now() else token.window_started_at end
    where token.token_hash = $1 and token.revoked_at is null and token.expires_at > now()
    returning token.id, token.name, token.scope, token.supplier_id, token.created_by_user_id,
      token.expires_at, token.last_used_at, token.window_count,
      ceil(extract(epoch from token.window_started_at + interval '1 minute' - now()))::int
        as seconds_left
  ), recorded as (
    insert into audit_log (supplier_id, actor_type, actor_id, actor_name, actor_supplier_id,
      ip_address, user_agent, action, details)
    select used.supplier_id, 'api_token', used.id, used.name, used.supplier_id, $3, $4,
      case when used.window_count <= $2::int then 'api_token.used'
        else 'api_token.rate_limited' end,
      case when used.window_count <= $2::int then jsonb_build_object('operation', $5::text,
          'allowed', $6::text = 'read' or ($6::text = 'order' and used.scope = 'read_order'))
        else jsonb_build_object('operation', $5::text, 'requests_per_minute', $2::int) end
    from used where used.window_count <= $2::int + 1
    returning id
  )
  select ${userColumns.map((column) => `users.${column}`).join(', ')},
    used.id as token_id, used.name as token_name, used.scope as token_scope,
    used.supplier_id as token_supplier_id, supplier.can_upload as supplier_can_upload,
    used.expires_at as token_expires_at, used.last_used_at as token_last_used_at,
    used.window_count, used.seconds_left
  from used
    join users on users.id = used.created_by_user_id
    join suppliers supplier on supplier.id = used.supplier_id`;

function scopeAllows(scope: ApiTokenScope, required: RequiredAccess): boolean {
  return required === 'read' || (required === 'order' && scope === 'read_order');
}

/** The caller an organisation API token stands for; null for an unknown, revoked or expired one. */
export async function useApiToken(
  database: Database,
  call: ApiTokenCall,
): Promise<ApiTokenUse | null> {
  if (!call.token.startsWith(apiTokenPrefix)) return null;
  const [row] = await runPreparedQuery<UsedTokenRow>(database, {
    name: 'use_api_token',
    text: useTokenStatement,
    values: [
      hashSecretToken(call.token),
      call.requestsPerMinute,
      call.ipAddress,
      call.userAgent?.slice(0, maximumUserAgentLength) ?? null,
      call.operation.slice(0, maximumOperationLength),
      call.required,
    ],
  });
  if (!row) return null;
  if (row.window_count > call.requestsPerMinute) {
    return { outcome: 'rate_limited', retryAfterSeconds: Math.max(1, row.seconds_left) };
  }
  if (!scopeAllows(row.token_scope, call.required)) return { outcome: 'forbidden' };
  return { outcome: 'allowed', viewer: tokenViewer(row) };
}

function tokenViewer(row: UsedTokenRow): Viewer {
  return {
    sessionId: '',
    userId: row.id,
    supplierId: row.token_supplier_id,
    homeSupplierId: row.token_supplier_id,
    email: row.email,
    // The token's rights are its scope's; the admin rights of its creator never pass on.
    isAdmin: false,
    hasReportAccess: true,
    canUpload: row.supplier_can_upload,
    // No session: the token's own lifetime and use stand in for the session's.
    sessionExpiresAt: row.token_expires_at,
    sessionLastUsedAt: row.token_last_used_at,
    user: pickUserRow(row),
    apiToken: { id: row.token_id, name: row.token_name, scope: row.token_scope },
  };
}
