import type { Selectable } from 'kysely';
import type { Documents } from '../../database/schema.generated.js';

export type DocumentModel = Selectable<Documents>;

/** The groups of the documents page, in the order shown. */
export const libraryCategories = [
  'about',
  'certifications',
  'packing_instructions',
  'user_guides',
] as const;
export type LibraryCategory = (typeof libraryCategories)[number];

/** Library groups plus documents made for one supplier (agreement terms). */
export const documentCategories = [...libraryCategories, 'agreement'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return typeof value === 'string' && (documentCategories as readonly string[]).includes(value);
}
