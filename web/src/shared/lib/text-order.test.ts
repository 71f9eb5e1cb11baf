import { describe, expect, it } from 'vitest';
import { sortedByText, textCollator } from './text-order';

const words = [
  'Aarhus',
  'Zebra',
  'Ærø',
  'Øster',
  'Åbo',
  'Ängel',
  'apple',
  'Banan',
  'item 10',
  'item 2',
];
const sorted = (language: string) => sortedByText(words, (word) => word, language);

describe('text order in the interface language', () => {
  it('puts Æ, Ø, Å after Z in Danish and Norwegian, Danish "Aa" as Å', () => {
    const danish = [
      'apple',
      'Banan',
      'item 2',
      'item 10',
      'Zebra',
      'Ängel',
      'Ærø',
      'Øster',
      'Åbo',
      'Aarhus',
    ];
    expect(sorted('da')).toEqual(danish);
    expect(sorted('no')).toEqual(danish);
  });

  it('puts Å, Ä, Ö after Z in Swedish and Finnish', () => {
    const swedish = [
      'Aarhus',
      'apple',
      'Banan',
      'item 2',
      'item 10',
      'Zebra',
      'Åbo',
      'Ängel',
      'Ærø',
      'Øster',
    ];
    expect(sorted('se')).toEqual(swedish);
    expect(sorted('fi')).toEqual(swedish);
  });

  it('sorts Å with A in English, and an unknown language as English', () => {
    const english = [
      'Aarhus',
      'Åbo',
      'Ærø',
      'Ängel',
      'apple',
      'Banan',
      'item 2',
      'item 10',
      'Øster',
      'Zebra',
    ];
    expect(sorted('en')).toEqual(english);
    expect(sorted('xx')).toEqual(english);
  });

  it('ignores case and leaves the items given as they were', () => {
    expect(textCollator('da').compare('Aarhus', 'aarhus')).toBe(0);
    const given = ['b', 'a'];
    expect(sortedByText(given, (text) => text, 'en')).toEqual(['a', 'b']);
    expect(given).toEqual(['b', 'a']);
  });
});
