import type { TFunction } from 'i18next';
import type { ConsoleCustomerQuery } from '../../../shared/graphql/generated/graphql';

type Customer = Pick<
  ConsoleCustomerQuery['console_customer'],
  'is_master_account' | 'master_company' | 'sub_supplier_count' | 'active_users' | 'invited_users'
>;

/** Where a customer sits in a group: under its master account, or as one; null when alone. */
export function customerGroupText(t: TFunction, customer: Customer): string | null {
  if (customer.master_company) {
    return t('console.customers.subSupplierOf', { master: customer.master_company });
  }
  if (customer.is_master_account) {
    return t('console.customers.masterAccount', { count: customer.sub_supplier_count });
  }
  return null;
}

/** "3 active, 1 invited": each count with its own plural. */
export function customerUsersText(t: TFunction, customer: Customer): string {
  return t('console.customers.userCounts', {
    active: t('console.customers.activeUsers', { count: customer.active_users }),
    invited: t('console.customers.invitedUsers', { count: customer.invited_users }),
  });
}

/** A user as the list and its questions name them: their name, else their address. */
export const nameOfCustomerUser = (user: {
  first_name: string;
  last_name: string;
  email: string;
}) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
