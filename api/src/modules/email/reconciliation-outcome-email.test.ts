import { describe, expect, it } from 'vitest';
import { serverLanguages } from '../../shared/translations.js';
import { reconciliationOutcomeEmail } from './templates/reconciliation-outcome.js';

const outcome = {
  jobNumber: 'J-2026-000123',
  jobUrl: 'https://portal.test/services/1',
  expected: 1_200,
  matched: 1_199,
  missing: 1,
  unresolvedMissing: 1,
  unexpected: 2,
};

describe('the reconciliation outcome mail', () => {
  it.each(serverLanguages)('%s: every text translated, one and many told apart', (language) => {
    const one = reconciliationOutcomeEmail({ ...outcome, language });
    const many = reconciliationOutcomeEmail({
      ...outcome,
      missing: 3,
      unresolvedMissing: 2,
      language,
    });
    const none = reconciliationOutcomeEmail({
      ...outcome,
      missing: 0,
      unresolvedMissing: 0,
      language,
    });
    for (const email of [one, many, none]) {
      expect(`${email.subject}\n${email.text}`).not.toMatch(/\{\{|email\.reconciliationOutcome/);
      expect(email.text).toContain('J-2026-000123');
      expect(email.text).toContain(outcome.jobUrl);
    }
    // The plural forms differ, not only the number.
    expect(one.subject.replace('1', 'N')).not.toBe(many.subject.replace('3', 'N'));
    expect(none.subject).not.toBe(one.subject);
  });
});
