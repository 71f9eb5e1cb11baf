import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a failed action on the provisioning page. */
export function provisioningErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'provisioning.errors.failed';
  switch (error.code) {
    case 'BAD_USER_INPUT':
      return 'provisioning.errors.badName';
    case 'NOT_FOUND':
      return 'provisioning.errors.notFound';
    case 'SCIM_TOKEN_LIMIT_REACHED':
      return 'provisioning.errors.limitReached';
    default:
      return 'provisioning.errors.failed';
  }
}
