import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { provisioningErrorKey } from './provisioning-error';

const withCode = (code: string) =>
  new GraphQLRequestError([{ message: 'x', extensions: { code } }]);

describe('provisioning page', () => {
  it('maps server error codes to messages', () => {
    expect(provisioningErrorKey(withCode('BAD_USER_INPUT'))).toBe('provisioning.errors.badName');
    expect(provisioningErrorKey(withCode('NOT_FOUND'))).toBe('provisioning.errors.notFound');
    expect(provisioningErrorKey(withCode('SCIM_TOKEN_LIMIT_REACHED'))).toBe(
      'provisioning.errors.limitReached',
    );
    expect(provisioningErrorKey(withCode('FORBIDDEN'))).toBe('provisioning.errors.failed');
    expect(provisioningErrorKey(new Error('offline'))).toBe('provisioning.errors.failed');
  });
});
