import type { TestServer } from './test-server.js';

export interface ListedAuditEntry {
  id: string;
  occurred_at: string;
  supplier_id: string;
  supplier_name: string | null;
  actor: { type: string; id: string | null; name: string; email: string };
  ip_address: string | null;
  user_agent: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  details: string;
}

const auditLogQuery = /* GraphQL */ `
  query get_audit_log($filter: AuditLogFilter, $page: Int, $page_size: Int) {
    get_audit_log(filter: $filter, page: $page, page_size: $page_size) {
      total
      page
      page_size
      retention_months
      entries {
        id
        occurred_at
        supplier_id
        supplier_name
        actor {
          type
          id
          name
          email
        }
        ip_address
        user_agent
        action
        target_type
        target_id
        target_label
        details
      }
    }
  }
`;

/** The audit log as the admin behind `token` reads it over HTTP. */
export function auditLogRequests(serverOf: () => TestServer) {
  const read = (token: string, variables: Record<string, unknown> = {}) =>
    serverOf().graphql<{
      get_audit_log: { total: number; entries: ListedAuditEntry[]; page: number };
    }>({ query: auditLogQuery, operationName: 'get_audit_log', token, variables });
  return {
    read,
    /** Every entry of the admin's scope with this action, newest first; fails on an error. */
    entriesOf: async (token: string, action: string, filter: Record<string, unknown> = {}) => {
      const response = await read(token, { filter: { action, ...filter }, page_size: 100 });
      const page = response.body.data?.get_audit_log;
      if (!page) throw new Error(`Audit log refused: ${JSON.stringify(response.body.errors)}`);
      return page.entries;
    },
    exportCsv: (token: string, query: Record<string, string> = {}, country = 'no') =>
      fetch(
        `${serverOf().url}/api/audit-log/${country}/export.csv?${new URLSearchParams(query).toString()}`,
        { headers: token ? { authorization: `Bearer ${token}` } : {} },
      ),
  };
}
