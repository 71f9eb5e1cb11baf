import { createHash } from 'node:crypto';
import type { RateLimit } from '../../shared/rate-limit.js';

export const invitationPolicy = {
  codeBytes: 32,
  validDays: 7,
  /** invite_code_validation and register_invited_user together, per client address. */
  codeChecksPerAddress: { scope: 'invite-code-address', limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, number | RateLimit>;

export const codePattern = /^[A-Za-z0-9_-]{16,128}$/;

export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
