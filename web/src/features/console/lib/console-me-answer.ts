import type { StaffRole } from '../../../shared/graphql/generated/graphql';

/**
 * The console's answer to console_me for a page's tests: a staff member of the role given (and
 * any other field the test is about), as the network fake sends it.
 */
export function consoleMeAnswer(
  role: StaffRole,
  overrides: { id?: string; name?: string } = {},
): object {
  return {
    data: {
      console_me: {
        id: 's1',
        email: 'kari@provider.example',
        name: 'Kari Konsoll',
        role,
        language: 'en',
        session_expires_at: '2026-11-29T18:00:00Z',
        ...overrides,
      },
    },
  };
}
