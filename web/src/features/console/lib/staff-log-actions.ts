/** The actions the staff log records, in the order its filter offers them. */
export const staffLogActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'access_request.approved',
  'access_request.rejected',
  'job.status_changed',
  'customer_user.invited',
  'customer_user.invitation_resent',
  'customer_user.deactivated',
  'customer.settings_changed',
  'agreement.added',
  'document.uploaded',
  'document.retired',
  'mail.retried',
  'staff_member.added',
  'staff_member.reset',
  'staff_member.deactivated',
] as const;
