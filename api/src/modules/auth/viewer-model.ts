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
}
