import { describe, expect, it } from 'vitest';
import { invalidRecipients, parseRecipients } from './recipients';

describe('recipients', () => {
  it('splits on lines, commas and semicolons and drops repeats', () => {
    expect(parseRecipients('a@x.no, B@x.no;\nc@x.no\n\na@x.no')).toEqual([
      'a@x.no',
      'b@x.no',
      'c@x.no',
    ]);
  });

  it('names the addresses that are not valid', () => {
    expect(invalidRecipients(['a@x.no', 'nobody', 'b@x'])).toEqual(['nobody', 'b@x']);
  });
});
