import type { UserRow } from '../users/user-model.js';

/** The signed-in caller, as the database (not the token) says it is now. */
export interface Viewer {
  sessionId: string;
  userId: string;
  /** The supplier acted for in this session. */
  supplierId: string;
  /** The supplier the user belongs to. */
  homeSupplierId: string;
  email: string;
  isAdmin: boolean;
  hasReportAccess: boolean;
  canUpload: boolean;
  sessionExpiresAt: Date;
  sessionLastUsedAt: Date;
  /** The user's row, read in the same query as the session. */
  user: UserRow;
  /**
   * Set when an organisation API token calls: it acts for its supplier (supplierId and
   * homeSupplierId are the token's) as the user who created it, never as an admin, and only
   * through the root fields its scope allows (api-tokens/policy.ts). No session.
   */
  apiToken?: ApiTokenCaller;
}

/** An organisation API token's rights: read, or read and order. */
export type ApiTokenScope = 'read' | 'read_order';

interface ApiTokenCaller {
  id: string;
  name: string;
  scope: ApiTokenScope;
}
