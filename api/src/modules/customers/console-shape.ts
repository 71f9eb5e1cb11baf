import type { ConsoleCustomerRow } from './customer-list.js';
import type { ConsoleCustomerUserRow } from './customer-users.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const statusOf = { active: 'ACTIVE', invited: 'INVITED', deactivated: 'DEACTIVATED' } as const;

export function shapedCustomer(customer: ConsoleCustomerRow) {
  return {
    ...customer,
    created_at: new Date(customer.created_at).toISOString(),
    last_sign_in_at: iso(customer.last_sign_in_at),
  };
}

export function shapedCustomerUser(user: ConsoleCustomerUserRow) {
  const status = statusOf[user.status as keyof typeof statusOf];
  // The database's check allows only these; anything else is ours to fix, not to hide.
  if (!status) throw new Error(`User ${user.id} has an unknown status`);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    status,
    is_admin: user.is_admin,
    has_report_access: user.has_report_access,
    language: user.language,
    last_sign_in_at: iso(user.last_sign_in_at),
    invited_at: user.status === 'invited' ? iso(user.invited_at) : null,
  };
}
