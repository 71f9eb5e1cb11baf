/** What a notification tells of (the table's check and the GraphQL enum list the same). */
export type NotificationKind =
  | 'report_ready'
  | 'evidence_pack_ready'
  | 'job_status_changed'
  | 'webhook_endpoint_failing'
  | 'settlement_published'
  | 'api_token_expiring';

/**
 * The kinds a user may also get by e-mail. A failing webhook endpoint is no choice: every admin
 * is mailed of it anyway.
 */
export const emailableKinds = [
  'report_ready',
  'evidence_pack_ready',
  'job_status_changed',
  'settlement_published',
  'api_token_expiring',
] as const;
export type EmailableKind = (typeof emailableKinds)[number];

/**
 * The kinds offered to the reader: settlements' news only to those who read settlements, API
 * tokens' only to the admins who hear of them.
 */
export function emailableKindsOf(reader: NotificationReader): EmailableKind[] {
  return emailableKinds.filter((kind) => {
    if (kind === 'settlement_published') return reader.readsReports;
    if (kind === 'api_token_expiring') return reader.hearsAdminNotices;
    return true;
  });
}

export function isEmailableKind(kind: NotificationKind): kind is EmailableKind {
  return (emailableKinds as readonly string[]).includes(kind);
}

/**
 * Who reads: the user, the supplier acted for, whether they hear its admins' notices, and
 * whether they hear of settlements (report access, as the settlements' pages require).
 */
export interface NotificationReader {
  userId: string;
  supplierId: string;
  hearsAdminNotices: boolean;
  readsReports: boolean;
}

/** A notification as its reader sees it. */
export interface NotificationView {
  id: string;
  /** The order the streams follow (a decimal bigint). */
  position: string;
  kind: NotificationKind;
  subject: string;
  status: string | null;
  link: string;
  downloadUrl: string | null;
  read: boolean;
  createdAt: Date;
}
