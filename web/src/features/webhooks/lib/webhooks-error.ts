import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a failed action on the webhooks page. */
export function webhooksErrorKey(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
    return 'webhooks.errors.urlRefused';
  }
  return 'webhooks.errors.failed';
}
