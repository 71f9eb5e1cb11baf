import { localeTagOf } from '../../../shared/translations.js';
import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface ReconciliationOutcomeDetails {
  jobNumber: string;
  jobUrl: string;
  expected: number;
  matched: number;
  missing: number;
  unresolvedMissing: number;
  unexpected: number;
}

/** Processing of a pickup has completed: what was expected against what was received. */
export function reconciliationOutcomeEmail(
  options: ReconciliationOutcomeDetails & { language: EmailLanguage },
): RenderedEmail {
  const { language } = options;
  const t = (key: `email.${string}`, values?: Record<string, string | number>) =>
    translateEmail(language, key, values);
  const count = (value: number) => new Intl.NumberFormat(localeTagOf(language)).format(value);
  const subject = options.missing
    ? t('email.reconciliationOutcome.subjectMissing', {
        jobNumber: options.jobNumber,
        count: options.missing,
        missing: count(options.missing),
      })
    : t('email.reconciliationOutcome.subjectComplete', { jobNumber: options.jobNumber });
  return renderEmail({
    template: 'reconciliation-outcome',
    language,
    subject,
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.reconciliationOutcome.intro', {
          jobNumber: options.jobNumber,
          count: options.expected,
          expected: count(options.expected),
        }),
      },
      {
        kind: 'details',
        rows: [
          { label: t('email.reconciliationOutcome.matched'), value: count(options.matched) },
          { label: t('email.reconciliationOutcome.missing'), value: count(options.missing) },
          { label: t('email.reconciliationOutcome.unexpected'), value: count(options.unexpected) },
        ],
      },
      ...(options.unresolvedMissing
        ? [
            {
              kind: 'paragraph' as const,
              text: t('email.reconciliationOutcome.unresolved', {
                count: options.unresolvedMissing,
                unresolved: count(options.unresolvedMissing),
              }),
            },
          ]
        : []),
      {
        kind: 'button',
        label: t('email.reconciliationOutcome.open', { jobNumber: options.jobNumber }),
        url: options.jobUrl,
      },
    ],
  });
}
