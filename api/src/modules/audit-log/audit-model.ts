/**
 * What the audit log records. The action names are stored as they are and translated by the
 * clients (auditLog.actions.<group>.<name> in the locale files), so add new ones at the end.
 */
export const auditActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'supplier.switched',
  'report.ordered',
  'report.downloaded',
  'certificate.downloaded',
  'evidence_pack.downloaded',
  'job.ordered',
  'subscription.created',
  'subscription.paused',
  'subscription.resumed',
  'subscription.deleted',
  'user.invited',
  'user.invitation_resent',
  'user.deactivated',
  'user.permissions_changed',
  'unit_certificate.downloaded',
  'evidence_pack.ordered',
  // SCIM provisioning (the identity provider's changes) and its tokens.
  'user.provisioned',
  'user.updated',
  'user.reactivated',
  'scim_token.created',
  'scim_token.revoked',
  'api_token.created',
  'api_token.revoked',
  'api_token.used',
  'webhook_endpoint.created',
  'webhook_endpoint.secret_rotated',
  'webhook_endpoint.enabled',
  'webhook_endpoint.disabled',
  'webhook_endpoint.deleted',
  'api_token.rate_limited',
  // The customer's answers to the provider's processing holds (one entry a hold).
  'unit_hold.released',
  'unit_hold.destroy_requested',
  // The provider's staff creating the customer, and changing its settings, in the console.
  'supplier.created',
  'supplier.settings_changed',
  'agreement.added',
  // A provider's staff member seeing the portal as one of its users, read only, for a time.
  'customer_view.started',
] as const;

type AuditAction = (typeof auditActions)[number];

/** How someone signed in (details.method of sign_in.* events). */
export type SignInMethod = 'password' | 'microsoft' | 'invitation' | 'password_reset';

/**
 * Who acted. A user is recorded with their name, e-mail and supplier as they are at the time;
 * `system` is the portal on its own (pausing a regular report); `link` is the holder of a
 * download link from a mail, which carries no session; `api_token` is an organisation API
 * token (recorded with its name as it is at the time).
 */
export type AuditActor =
  | { type: 'user'; userId: string }
  | { type: 'system' }
  | { type: 'link' }
  // The customer's identity provider (Entra ID) through a SCIM token: recorded with its id and name.
  | { type: 'scim'; tokenId: string }
  | { type: 'api_token'; tokenId: string }
  // The provider's staff in the console (recorded with their name), acting on the customer.
  | { type: 'staff'; staffId: string };

/** What an event is about. */
interface AuditTarget {
  type:
    | 'user'
    | 'supplier'
    | 'report'
    | 'job'
    | 'subscription'
    | 'evidence_pack'
    | 'document'
    | 'unit'
    | 'scim_token'
    | 'api_token'
    | 'webhook_endpoint'
    | 'agreement';
  id: string;
  label?: string | null | undefined;
}

type DetailValue = string | number | boolean | null;

export interface AuditEvent {
  /** The supplier whose log it goes into: the one acted for. */
  supplierId: string;
  actor: AuditActor;
  action: AuditAction;
  target?: AuditTarget | undefined;
  details?: Record<string, DetailValue | undefined> | undefined;
}

/** One entry as the list and the export show it. */
export interface AuditEntry {
  id: string;
  occurred_at: Date;
  supplier_id: string;
  supplier_name: string | null;
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  actor_email: string;
  ip_address: string | null;
  user_agent: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  details: unknown;
}
