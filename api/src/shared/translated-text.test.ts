import { describe, expect, it } from 'vitest';
import { inReaderLanguage, parseTranslations } from './translated-text.js';

describe('inReaderLanguage', () => {
  const translations = { fi: 'ISO 27001 -sertifikaatti', se: '  ' };

  it('gives the reader’s translation, else the English text', () => {
    expect(inReaderLanguage('ISO 27001 certificate', translations, 'fi')).toBe(
      'ISO 27001 -sertifikaatti',
    );
    expect(inReaderLanguage('ISO 27001 certificate', translations, 'da')).toBe(
      'ISO 27001 certificate',
    );
    // A blank translation is no translation.
    expect(inReaderLanguage('ISO 27001 certificate', translations, 'se')).toBe(
      'ISO 27001 certificate',
    );
    expect(inReaderLanguage('ISO 27001 certificate', translations, undefined)).toBe(
      'ISO 27001 certificate',
    );
    expect(inReaderLanguage(null, {}, 'fi')).toBeNull();
    expect(inReaderLanguage('Text', null, 'fi')).toBe('Text');
  });
});

describe('parseTranslations', () => {
  it('reads language=text pairs, keeping = signs in the text', () => {
    expect(parseTranslations(['fi=Puitesopimus', 'se= Ramavtal a=b '], 200)).toEqual({
      fi: 'Puitesopimus',
      se: 'Ramavtal a=b',
    });
  });

  it('refuses unknown languages, English, repeats, empty and long texts', () => {
    expect(() => parseTranslations(['xx=Text'], 200)).toThrow(/not language=text/);
    expect(() => parseTranslations(['en=Text'], 200)).toThrow(/not language=text/);
    expect(() => parseTranslations(['Puitesopimus'], 200)).toThrow(/not language=text/);
    expect(() => parseTranslations(['fi=A', 'fi=B'], 200)).toThrow('The fi text is given twice.');
    expect(() => parseTranslations(['fi= '], 200)).toThrow(
      'The fi text must be 1 to 200 characters.',
    );
    expect(() => parseTranslations([`fi=${'x'.repeat(201)}`], 200)).toThrow(/1 to 200/);
  });
});
