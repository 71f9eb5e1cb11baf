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
  /**
   * Set when the session is a provider's staff member seeing the portal as this user ("see as
   * this customer", opened from the console): read only, until the session ends.
   */
  customerView?: CustomerView;
}

/**
 * Whether a download is the customer's own person's, which resolves its "ready" item on the
 * dashboard: a system's (an API token) does not, nor staff's looking through a customer view.
 */
export function isCustomersOwnDownload(viewer: Pick<Viewer, 'apiToken' | 'customerView'>): boolean {
  return !viewer.apiToken && !viewer.customerView;
}

/** Who looks through a read-only customer view, and until when. */
export interface CustomerView {
  staffId: string;
  staffName: string;
  endsAt: Date;
}

/**
 * A user's viewer, acting for a supplier (its own or, for a master account, a sub-supplier) in a
 * session. The row is the user's as the API may expose it.
 */
export function userViewer(
  user: UserRow,
  acting: { supplierId: string; canUpload: boolean },
  session: { id: string; expiresAt: Date; lastUsedAt: Date },
  customerView?: CustomerView,
): Viewer {
  return {
    ...(customerView ? { customerView } : {}),
    sessionId: session.id,
    userId: user.id,
    supplierId: acting.supplierId,
    homeSupplierId: user.supplier_id,
    email: user.email,
    isAdmin: user.is_admin,
    hasReportAccess: user.has_report_access,
    canUpload: acting.canUpload,
    sessionExpiresAt: session.expiresAt,
    sessionLastUsedAt: session.lastUsedAt,
    user,
  };
}

/** An organisation API token's rights: read, or read and order. */
export type ApiTokenScope = 'read' | 'read_order';

interface ApiTokenCaller {
  id: string;
  name: string;
  scope: ApiTokenScope;
}
