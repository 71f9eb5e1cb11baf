import { describe, expect, it } from 'vitest';
import { parseWeightedList } from './weighted-list.js';

describe('parseWeightedList', () => {
  it('orders by quality, keeps the given order on ties and keeps refusals (q=0)', () => {
    expect(parseWeightedList('da, en-GB;q=0.8, SV;q=0.9, *;q=0, nb')).toEqual([
      { value: 'da', quality: 1 },
      { value: 'nb', quality: 1 },
      { value: 'sv', quality: 0.9 },
      { value: 'en-gb', quality: 0.8 },
      { value: '*', quality: 0 },
    ]);
    expect(parseWeightedList('')).toEqual([]);
    expect(parseWeightedList(undefined)).toEqual([]);
  });
});
