import { describe, expect, it } from 'vitest';
import { listedNumbers } from './listed-numbers';

describe('listedNumbers', () => {
  it('reads numbers a line, or apart by commas or semicolons, each once, spaces inside kept', () => {
    expect(listedNumbers('S-1\r\nS-2, S-3;PF 2X4 K9\nS-1\n\n')).toEqual([
      'S-1',
      'S-2',
      'S-3',
      'PF 2X4 K9',
    ]);
    expect(listedNumbers('  \n ')).toEqual([]);
  });
});
