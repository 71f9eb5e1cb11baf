import type { SupplierUserFieldsFragment } from '../../../shared/graphql/generated/graphql';

/** A user as the list and its questions name them: their name, else their address. */
export const nameOfUser = (user: SupplierUserFieldsFragment) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
