import { documentKeyPattern, maximumDocumentBytes } from '@itad-portal/validation';
import type { ConsoleDocumentCategory } from '../../../shared/graphql/generated/graphql';
import type { Language } from '../../../shared/i18n/languages';

/** The library's groups; an agreement is one customer's and is not uploaded here. */
export const libraryCategories = [
  'about',
  'certifications',
  'packing_instructions',
  'user_guides',
] as const satisfies readonly ConsoleDocumentCategory[];
type LibraryCategory = (typeof libraryCategories)[number];

/** Every group a live document is in, a customer's agreement too: the list's filter. */
export const documentCategories: readonly ConsoleDocumentCategory[] = [
  ...libraryCategories,
  'agreement',
];

/** The languages a title is given in besides English. */
export const translatedLanguages = ['da', 'fi', 'no', 'se'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** A key's length at most (documentKeyPattern's). */
export const maximumDocumentKeyLength = 80;

/** A position's bounds, as the server takes them. */
const positionBounds = { lowest: -1000, highest: 1000 };

/** The upload form as it is being filled in. */
export interface DocumentDraft {
  file: File | null;
  category: LibraryCategory;
  title: string;
  translations: Record<TranslatedLanguage, string>;
  /** The language the file is for; empty: one file serves every language. */
  readers: Language | '';
  key: string;
  /** The key was typed by hand: the title no longer sets it. */
  keyEdited: boolean;
  position: string;
}

export const emptyDraft: DocumentDraft = {
  file: null,
  category: 'about',
  title: '',
  translations: { da: '', fi: '', no: '', se: '' },
  readers: '',
  key: '',
  keyEdited: false,
  position: '',
};

/** What the upload sends: the file, and what it is in the query. */
export interface DocumentUpload {
  file: File;
  key: string;
  category: LibraryCategory;
  title: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
  language: Language | null;
  position: number | null;
}

// Letters that Unicode does not take apart into a base letter and a mark.
const lettersOfTheirOwn: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd' };

/** A document key made of a title: "Pakkeinstruks: sikkerhetsskap" -> "pakkeinstruks-sikkerhetsskap". */
export function keyOfTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[æøœßđ]/g, (letter) => lettersOfTheirOwn[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maximumDocumentKeyLength)
    .replace(/-+$/, '');
}

/** Why a file cannot be sent, as a translation key (the spec's 'File to large.' for size). */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return 'console.documents.upload.fileRequired';
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return 'console.documents.upload.notPdf';
  if (file.size > maximumDocumentBytes) return 'errors.fileTooLarge';
  return undefined;
}

type DraftField = 'file' | 'title' | 'key' | 'position';
export type DraftProblems = Partial<Record<DraftField, string>>;

function positionOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const position = Number(text);
  return Number.isInteger(position) &&
    position >= positionBounds.lowest &&
    position <= positionBounds.highest
    ? position
    : undefined;
}

/** What the form must say before sending, field by field, as translation keys. */
export function draftProblems(draft: DocumentDraft): DraftProblems {
  const problems: DraftProblems = {};
  const file = fileProblem(draft.file);
  if (file) problems.file = file;
  if (!draft.title.trim()) problems.title = 'console.documents.upload.titleRequired';
  if (!documentKeyPattern.test(draft.key.trim()))
    problems.key = 'console.documents.upload.keyInvalid';
  if (positionOf(draft.position) === undefined) {
    problems.position = 'console.documents.upload.positionInvalid';
  }
  return problems;
}

/** The upload of a draft without problems; null while it has any. */
export function uploadOf(draft: DocumentDraft): DocumentUpload | null {
  const position = positionOf(draft.position);
  if (!draft.file || Object.keys(draftProblems(draft)).length > 0 || position === undefined) {
    return null;
  }
  const translations: Partial<Record<TranslatedLanguage, string>> = {};
  for (const language of translatedLanguages) {
    const title = draft.translations[language].trim();
    if (title) translations[language] = title;
  }
  return {
    file: draft.file,
    key: draft.key.trim(),
    category: draft.category,
    title: draft.title.trim(),
    translations,
    language: draft.readers || null,
    position,
  };
}
