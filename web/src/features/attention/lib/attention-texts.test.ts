import { describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import type { AttentionItem } from './attention-links';
import { attentionTextsOf } from './attention-texts';

const i18n = initialiseTestI18n();

const onHold = (count: number, overdue: number): AttentionItem => ({
  kind: 'UNITS_ON_HOLD',
  status: overdue ? 'OVERDUE' : 'ON_HOLD',
  target_id: 'supplier-1',
  label: 'unit-holds',
  date: '2026-12-02T09:00:00.000Z',
  count,
  overdue_count: overdue,
  job_kind: null,
  settlement_period_type: null,
});

describe('the item of units on hold', () => {
  const textsOf = (item: AttentionItem) => attentionTextsOf(item, i18n.t, () => '2 Dec 2026');

  it('counts the units, names the overdue ones only when there are any, and the first deadline', () => {
    expect(textsOf(onHold(1, 0))).toEqual({
      text: '1 unit on hold waits for you',
      dateLine: 'First answer due 2 Dec 2026',
      status: 'On hold',
      tone: 'warning',
    });
    expect(textsOf(onHold(3, 0)).text).toBe('3 units on hold wait for you');
    expect(textsOf(onHold(3, 1))).toMatchObject({
      text: '3 units on hold wait for you (1 overdue)',
      status: 'Overdue',
    });
    expect(textsOf(onHold(1, 1)).text).toBe('1 unit on hold waits for you (overdue)');
  });
});
