import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a failed action on the users page. */
export function supplierUsersErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'supplierUsers.errors.failed';
  switch (error.code) {
    case 'EMAIL_IN_USE':
      return 'supplierUsers.errors.emailInUse';
    case 'ALREADY_REGISTERED':
      return 'supplierUsers.errors.alreadyRegistered';
    case 'CANNOT_DEACTIVATE_SELF':
      return 'supplierUsers.errors.cannotDeactivateSelf';
    case 'NOT_FOUND':
      return 'supplierUsers.errors.notFound';
    case 'BAD_USER_INPUT':
      return 'supplierUsers.errors.badInput';
    case 'MAIL_LIMIT_REACHED':
      return 'errors.mailLimitReached';
    default:
      return 'supplierUsers.errors.failed';
  }
}
