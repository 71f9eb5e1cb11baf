import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import type { RequiredAccess } from './token-use.js';

/**
 * Only a supplier admin signed in as a person manages tokens, those of their own (home)
 * supplier. An API token never does (nor reaches these calls: apiTokenRootFields below denies them).
 */
export function assertTokenAdmin(viewer: Viewer): { supplierId: string; userId: string } {
  if (!viewer.isAdmin || viewer.apiToken) throw forbidden();
  return { supplierId: viewer.homeSupplierId, userId: viewer.userId };
}

/**
 * What an organisation API token may call: a DEFAULT-DENY list of the schema's root fields. A
 * field missing here is refused to every token, whoever adds it; the test
 * (policy.test.ts) fails on a root field that is neither allowed nor explicitly denied,
 * so each new operation is a decision, not an accident.
 */
export const apiTokenRootFields: Readonly<Record<string, RequiredAccess>> = {
  // Read: the supplier's (or group's) data, as its users see it.
  get_departments: 'read',
  get_documents: 'read',
  get_document_page: 'read',
  get_evidence_packs: 'read',
  get_evidence_pack: 'read',
  get_evidence_pack_jobs: 'read',
  get_assignment_defaults: 'read',
  get_jobs: 'read',
  get_job: 'read',
  get_job_units: 'read',
  get_job_reconciliation: 'read',
  get_reports: 'read',
  get_report_page: 'read',
  get_report: 'read',
  get_report_certificates: 'read',
  get_certificate_page: 'read',
  verify_certificate: 'read',
  verify_document: 'read',
  get_settlements: 'read',
  get_settlement_lines: 'read',
  get_suppliers: 'read',
  get_co2_method_versions: 'read',
  get_unit: 'read',
  get_unit_summary: 'read',
  search_units: 'read',
  search_unit_page: 'read',
  get_material_outflows: 'read',
  get_unit_trend: 'read',
  get_completed_units: 'read',
  // Order (scope read_order): pickups and deliveries, reports, evidence packs.
  order_assignment: 'order',
  order_report: 'order',
  retry_report: 'order',
  order_evidence_pack: 'order',
  // Denied: signing in and sessions, the user's own account, user administration, account
  // settings, token management, the provider's own calls, and what changes standing settings.
  get_audit_log: 'denied',
  get_audit_log_actors: 'denied',
  reset_code_validation: 'denied',
  invite_code_validation: 'denied',
  microsoft_sign_in_available: 'denied',
  get_microsoft_login_url: 'denied',
  get_report_subscriptions: 'denied',
  get_report_subscription_page: 'denied',
  get_startup: 'denied',
  get_supplier_users: 'denied',
  get_supplier_user_page: 'denied',
  get_user: 'denied',
  get_api_tokens: 'denied',
  request_access: 'denied',
  update_user_information: 'denied',
  auth: 'denied',
  renew_token: 'denied',
  logout: 'denied',
  reset_password: 'denied',
  update_password: 'denied',
  auth_swap: 'denied',
  send_contact_message: 'denied',
  register_invited_user: 'denied',
  auth_microsoft: 'denied',
  set_job_expected_assets: 'denied',
  create_report_subscription: 'denied',
  delete_report_subscription: 'denied',
  take_over_report_subscription: 'denied',
  import_settlement: 'denied',
  set_settlement_status: 'denied',
  invite_supplier_user: 'denied',
  resend_invitation: 'denied',
  deactivate_supplier_user: 'denied',
  import_units: 'denied',
  create_api_token: 'denied',
  revoke_api_token: 'denied',
  get_scim_provisioning: 'denied',
  create_scim_token: 'denied',
  revoke_scim_token: 'denied',
  get_webhook_endpoints: 'denied',
  get_webhook_delivery_page: 'denied',
  create_webhook_endpoint: 'denied',
  rotate_webhook_secret: 'denied',
  set_webhook_endpoint_enabled: 'denied',
  delete_webhook_endpoint: 'denied',
  send_webhook_test_event: 'denied',
  redeliver_webhook: 'denied',
};

/** What a call of these root fields needs: the most any of them needs; unlisted is denied. */
export function requiredAccessOf(rootFields: readonly string[]): RequiredAccess {
  let required: RequiredAccess = 'read';
  for (const field of rootFields) {
    // Introspection reads the schema only (and is off in production anyway).
    if (field === '__typename' || field === '__schema' || field === '__type') continue;
    const access = Object.hasOwn(apiTokenRootFields, field) ? apiTokenRootFields[field] : 'denied';
    if (access === 'denied') return 'denied';
    if (access === 'order') required = 'order';
  }
  return required;
}
