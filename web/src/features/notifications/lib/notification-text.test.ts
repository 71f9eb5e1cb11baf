import type i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n, loadTranslations } from '../../../test-support/i18n';
import { notificationText } from './notification-text';

let i18n: typeof i18next;
beforeAll(() => {
  i18n = initialiseTestI18n();
  i18n.addResourceBundle('no', 'translations', loadTranslations('no'));
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('notificationText', () => {
  it('says each kind in a sentence of its own', () => {
    const t = i18n.t.bind(i18n);
    expect([
      notificationText(t, { kind: 'REPORT_READY', subject: 'Complete report' }),
      notificationText(t, { kind: 'EVIDENCE_PACK_READY', subject: 'J-2026-000123' }),
      notificationText(t, {
        kind: 'JOB_STATUS_CHANGED',
        subject: 'J-2026-000123',
        status: 'COLLECTED',
      }),
      notificationText(t, { kind: 'WEBHOOK_ENDPOINT_FAILING', subject: 'https://erp.example' }),
      notificationText(t, { kind: 'SETTLEMENT_PUBLISHED', subject: 'NO-2026-10' }),
      notificationText(t, { kind: 'API_TOKEN_EXPIRING', subject: 'ERP export' }),
    ]).toEqual([
      'Your report “Complete report” is ready',
      'Your evidence pack for J-2026-000123 is ready',
      'Job J-2026-000123 is now: Collected',
      'The webhook endpoint https://erp.example kept failing and has been disabled',
      'Settlement NO-2026-10 has been published',
      'The API token ERP export expires within 14 days',
    ]);
  });

  it('says a published settlement in the reader’s language', async () => {
    await i18n.changeLanguage('no');
    expect(
      notificationText(i18n.t.bind(i18n), { kind: 'SETTLEMENT_PUBLISHED', subject: 'NO-2026-10' }),
    ).toBe('Oppgjør NO-2026-10 er publisert');
  });
});
