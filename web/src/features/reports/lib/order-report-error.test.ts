import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { orderReportErrorKey } from './order-report-error';

const withCode = (code: string) =>
  new GraphQLRequestError([{ message: 'x', extensions: { code } }]);

describe('a refused report order', () => {
  it('says why when the server says why', () => {
    expect(orderReportErrorKey(withCode('TOO_MANY_ATTEMPTS'))).toBe('reports.order.tooMany');
    expect(orderReportErrorKey(withCode('MAIL_LIMIT_REACHED'))).toBe('errors.mailLimitReached');
    expect(orderReportErrorKey(withCode('SUBSCRIPTION_LIMIT_REACHED'))).toBe(
      'reports.subscriptions.limitReached',
    );
    expect(orderReportErrorKey(withCode('FORBIDDEN'))).toBe('errors.orderReport');
    expect(orderReportErrorKey(new Error('offline'))).toBe('errors.orderReport');
  });
});
