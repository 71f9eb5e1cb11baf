import { describe, expect, it } from 'vitest';
import { periodChangeOf } from './period-change';

describe('periodChangeOf', () => {
  it('gives the change as a percentage of the previous period', () => {
    expect(periodChangeOf(112, 100, 'en', 'count')).toEqual({
      direction: 'more',
      signed: '+12%',
      amount: '12%',
    });
    expect(periodChangeOf(75, 100, 'en', 'count')).toMatchObject({
      direction: 'less',
      signed: '-25%',
      amount: '25%',
    });
  });

  it("writes the percentage the reader's way", () => {
    const norwegian = periodChangeOf(112, 100, 'no', 'count');
    expect(norwegian.direction === 'more' && norwegian.amount.replace(/\s/g, ' ')).toBe('12 %');
  });

  it('keeps a small change visible with one decimal', () => {
    expect(periodChangeOf(1003, 1000, 'en', 'count')).toMatchObject({ signed: '+0.3%' });
  });

  it('gives the difference itself when the previous period had none', () => {
    expect(periodChangeOf(5, 0, 'en', 'count')).toEqual({
      direction: 'more',
      signed: '+5',
      amount: '5',
    });
    expect(periodChangeOf(1.5, 0, 'en', 'tons')).toMatchObject({ signed: '+1.50' });
  });

  it('says the same when nothing moved', () => {
    expect(periodChangeOf(0, 0, 'en', 'count')).toEqual({ direction: 'same' });
    expect(periodChangeOf(2.001, 2.004, 'en', 'tons')).toEqual({ direction: 'same' });
  });
});
