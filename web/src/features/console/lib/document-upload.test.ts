import { maximumDocumentBytes } from '@itad-portal/validation';
import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, fileProblem, keyOfTitle, uploadOf } from './document-upload';

const pdf = new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' });

describe('keyOfTitle', () => {
  it('makes a key of letters, digits and dashes, the Nordic letters spelt out', () => {
    expect(keyOfTitle('ISO 14001 certificate')).toBe('iso-14001-certificate');
    expect(keyOfTitle('Pakkeinstruks: sikkerhetsskap')).toBe('pakkeinstruks-sikkerhetsskap');
    expect(keyOfTitle('Ærø – Åbenrå, Göteborg & Jyväskylä')).toBe('aero-abenra-goteborg-jyvaskyla');
    expect(keyOfTitle('  --Hello--  ')).toBe('hello');
    expect(keyOfTitle('a'.repeat(79) + ' b')).toBe('a'.repeat(79));
  });
});

describe('the upload draft', () => {
  it('wants a PDF of at most 20 MB', () => {
    expect(fileProblem(null)).toBe('console.documents.upload.fileRequired');
    expect(fileProblem(new File(['x'], 'list.xlsx'))).toBe('console.documents.upload.notPdf');
    expect(
      fileProblem({
        name: 'big.pdf',
        type: 'application/pdf',
        size: maximumDocumentBytes + 1,
      } as File),
    ).toBe('errors.fileTooLarge');
    expect(fileProblem(pdf)).toBeUndefined();
  });

  it('says what is missing, and sends only what is given', () => {
    expect(draftProblems({ ...emptyDraft, position: '1.5' })).toEqual({
      file: 'console.documents.upload.fileRequired',
      title: 'console.documents.upload.titleRequired',
      key: 'console.documents.upload.keyInvalid',
      position: 'console.documents.upload.positionInvalid',
    });
    expect(uploadOf(emptyDraft)).toBeNull();
    const draft = {
      ...emptyDraft,
      file: pdf,
      title: ' Packing guide ',
      key: 'packing-guide',
      translations: { ...emptyDraft.translations, fi: ' Pakkausohje ' },
    };
    expect(uploadOf(draft)).toEqual({
      file: pdf,
      key: 'packing-guide',
      category: 'about',
      title: 'Packing guide',
      translations: { fi: 'Pakkausohje' },
      language: null,
      position: null,
    });
  });
});
