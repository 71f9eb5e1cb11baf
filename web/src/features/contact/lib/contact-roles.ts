import type { ContactRole } from '../../../shared/graphql/generated/graphql';
import { textCollator } from '../../../shared/lib/text-order';

/** The order roles are shown in: who a customer usually needs first. */
const contactRoleOrder: ContactRole[] = [
  'account_manager',
  'account_manager_itad',
  'account_manager_sales',
  'sales_support',
  'invoice',
  'sales_director',
];

/** By role, then by name in the interface language's alphabetical order. */
export function sortByRole<Contact extends { role: ContactRole; name: string }>(
  contacts: readonly Contact[],
  language: string,
): Contact[] {
  const collator = textCollator(language);
  return [...contacts].sort(
    (first, second) =>
      contactRoleOrder.indexOf(first.role) - contactRoleOrder.indexOf(second.role) ||
      collator.compare(first.name, second.name),
  );
}

/** A phone number as a tel: link wants it: digits and a leading +, nothing else. */
export function telephoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
