import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a refused report order. */
export function orderReportErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'errors.orderReport';
  switch (error.code) {
    case 'TOO_MANY_ATTEMPTS':
      return 'reports.order.tooMany';
    case 'MAIL_LIMIT_REACHED':
      return 'errors.mailLimitReached';
    // Ordered as a regular report while the supplier has the most it may have.
    case 'SUBSCRIPTION_LIMIT_REACHED':
      return 'reports.subscriptions.limitReached';
    default:
      return 'errors.orderReport';
  }
}
