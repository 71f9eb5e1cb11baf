import { describe, expect, it } from 'vitest';
import { attentionLinkOf, type AttentionItem } from './attention-links';

const item = (overrides: Partial<AttentionItem>): AttentionItem => ({
  kind: 'UPCOMING_JOB',
  status: 'ORDERED',
  target_id: 'a1b2',
  label: 'J-2026-000001',
  date: '2026-12-02',
  count: null,
  overdue_count: null,
  job_kind: 'COLLECTION',
  settlement_period_type: null,
  ...overrides,
});

describe('where an attention item is resolved', () => {
  it('opens the job, the settlement in its list, or the page of the kind', () => {
    expect(attentionLinkOf(item({}))).toBe('/services/a1b2');
    expect(attentionLinkOf(item({ kind: 'JOB_MISSING_ASSETS', status: 'MISSING' }))).toBe(
      '/services/a1b2',
    );
    expect(attentionLinkOf(item({ kind: 'SETTLEMENT_UNPAID', status: 'UNPAID' }))).toBe(
      '/settlements/unpaid?open=a1b2',
    );
    expect(
      attentionLinkOf(
        item({
          kind: 'SETTLEMENT_PUBLISHED',
          status: 'PUBLISHED',
          settlement_period_type: 'quarterly',
        }),
      ),
    ).toBe('/settlements/quarterly?open=a1b2');
    expect(attentionLinkOf(item({ kind: 'REPORT_READY', status: 'READY' }))).toBe(
      '/reports-overview',
    );
    expect(attentionLinkOf(item({ kind: 'EVIDENCE_PACK_READY', status: 'READY' }))).toBe(
      '/evidence-packs',
    );
    expect(attentionLinkOf(item({ kind: 'API_TOKEN_EXPIRING', status: 'EXPIRING' }))).toBe(
      '/account/api',
    );
    expect(attentionLinkOf(item({ kind: 'WEBHOOK_FAILING', status: 'FAILING' }))).toBe(
      '/account/webhooks',
    );
  });
});
