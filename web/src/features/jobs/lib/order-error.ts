import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a refused order of a pickup or delivery. */
export function orderAssignmentErrorKey(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'MAIL_LIMIT_REACHED') {
    return 'errors.mailLimitReached';
  }
  return 'errors.orderAssignment';
}
