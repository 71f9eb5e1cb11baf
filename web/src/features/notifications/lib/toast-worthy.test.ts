import { describe, expect, it } from 'vitest';
import { isToastWorthy } from './toast-worthy';

describe('isToastWorthy', () => {
  const reportReady = { kind: 'REPORT_READY', link: '/reports-overview' } as const;

  it('toasts a ready report or evidence pack on any other page', () => {
    expect(isToastWorthy(reportReady, '/unit-summary')).toBe(true);
    expect(isToastWorthy(reportReady, '/reports')).toBe(true);
    expect(
      isToastWorthy({ kind: 'EVIDENCE_PACK_READY', link: '/evidence-packs' }, '/services'),
    ).toBe(true);
  });

  it('does not toast on the page whose list shows the item becoming ready', () => {
    expect(isToastWorthy(reportReady, '/reports-overview')).toBe(false);
    expect(
      isToastWorthy({ kind: 'EVIDENCE_PACK_READY', link: '/evidence-packs' }, '/evidence-packs'),
    ).toBe(false);
  });

  it('leaves what the user did not order to the bell', () => {
    expect(isToastWorthy({ kind: 'JOB_STATUS_CHANGED', link: '/services' }, '/')).toBe(false);
  });
});
