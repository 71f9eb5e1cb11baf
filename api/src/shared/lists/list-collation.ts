import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ServerLanguage } from '../translations.js';

/**
 * The ICU collation text sorts with in each portal language (migration
 * 20261126010000_list_collations.sql): Danish and Norwegian put Æ, Ø, Å after Z (Danish "Aa" as
 * Å), Swedish and Finnish Å, Ä, Ö; English sorts Å with A; numbers in their numeric order. A
 * fixed list: a collation name never comes from a client.
 */
export const listCollations = {
  da: 'list_text_da',
  en: 'list_text_en',
  fi: 'list_text_fi',
  no: 'list_text_nb',
  se: 'list_text_sv',
} as const satisfies Record<ServerLanguage, string>;

/** A sort column holding text people read: sorted in the reader's alphabet, case ignored. */
export class TextSortKey {
  constructor(readonly text: Expression<unknown>) {}
}

export function textSort(text: Expression<unknown>): TextSortKey {
  return new TextSortKey(text);
}

/** The text in the language's collation, lower-cased (so case never orders, the tiebreak does). */
export function collatedText(
  text: Expression<unknown>,
  language: ServerLanguage,
): RawBuilder<string> {
  return sql<string>`lower(${text} collate ${sql.id(listCollations[language])})`;
}
