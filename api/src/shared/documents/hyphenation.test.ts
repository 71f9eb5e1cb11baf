import { describe, expect, it } from 'vitest';
import { hyphenate, softHyphen } from './hyphenation.js';
import { narrowestWidth, wrapLines } from './text-lines.js';

/** The soft hyphens shown as "·", to read. */
const shown = (text: string) => text.replaceAll(softHyphen, '·');

describe('hyphenate', () => {
  it('marks the syllable bounds of long Finnish and Danish words', () => {
    expect(shown(hyphenate('Pöytätietokoneet', 'fi'))).toBe('Pöy·tä·tie·to·ko·neet');
    expect(shown(hyphenate('Uudelleenkäyttöön valmistellut', 'fi'))).toBe(
      'Uu·del·leen·käyt·töön val·mis·tel·lut',
    );
    expect(shown(hyphenate('Stationære computere', 'da'))).toBe('Sta·tio·næ·re com·pu·te·re');
    expect(shown(hyphenate('Opgavenummer', 'da'))).toBe('Op·ga·ve·num·mer');
  });

  it('uses each language’s own patterns', () => {
    expect(shown(hyphenate('Stationära datorer', 'se'))).toBe('Sta·tio·nä·ra da·to·rer');
    expect(shown(hyphenate('Oppdragsnummer', 'no'))).toBe('Opp·drags·num·mer');
    expect(shown(hyphenate('Desktop computers', 'en'))).toBe('Desktop com·puters');
  });

  it('leaves short words, numbers and codes whole', () => {
    for (const text of ['Ton', 'Kg', 'I alt', 'Tila 2026', 'J-2026-000123']) {
      expect(hyphenate(text, 'fi')).not.toContain(softHyphen);
    }
  });
});

describe('wrapLines', () => {
  // Every letter one unit wide, so the widths can be counted.
  const measure = (text: string) => [...text].length;
  const finnish = (word: string) => hyphenate(word, 'fi');

  it('moves a word that fits to the next line whole', () => {
    expect(wrapLines('Kannettavat tietokoneet', 14, measure, finnish)).toEqual([
      'Kannettavat',
      'tietokoneet',
    ]);
  });

  it('breaks a word wider than the column at a syllable, with a hyphen, filling the line', () => {
    expect(wrapLines('Pöytätietokoneet', 10, measure, finnish)).toEqual(['Pöytätie-', 'tokoneet']);
    expect(wrapLines('Valmisteltu uudelleenkäyttöön', 15, measure, finnish)).toEqual([
      'Valmisteltu uu-',
      'delleenkäyttöön',
    ]);
    const lines = wrapLines('Uudelleenkäyttöön valmistellut laitteet', 12, measure, finnish);
    expect(lines).toEqual(['Uudelleen-', 'käyttöön', 'valmistellut', 'laitteet']);
    expect(lines.join('')).not.toContain(softHyphen);
  });

  it('breaks after a word’s own hyphen without adding another', () => {
    expect(wrapLines('CO2-päästöt', 6, measure, finnish)).toEqual(['CO2-', 'pääs-', 'töt']);
  });

  it('breaks between letters only when a syllable is wider than the column', () => {
    // "Tie-" and "neet" are four wide: "Tie" goes without its hyphen, "neet" is cut.
    expect(wrapLines('Tietokoneet', 3, measure, finnish)).toEqual([
      'Tie',
      'to-',
      'ko-',
      'nee',
      't',
    ]);
  });

  it('gives one empty line for an empty text', () => {
    expect(wrapLines('', 10, measure, finnish)).toEqual(['']);
  });
});

describe('narrowestWidth', () => {
  const measure = (text: string) => [...text].length;
  const finnish = (word: string) => hyphenate(word, 'fi');

  it('is the widest word that fits whole, or the widest syllable of a longer one', () => {
    expect(narrowestWidth('Kannettavat tietokoneet', 14, measure, finnish)).toBe(11);
    // "Pöy-", "tä-", "tie-", "to-", "ko-", "neet": four letters with the hyphen.
    expect(narrowestWidth('Pöytätietokoneet', 10, measure, finnish)).toBe(4);
  });
});
