import { useTranslation } from 'react-i18next';
import { dateLocale } from './format-date';

const collators = new Map<string, Intl.Collator>();

/**
 * Compares texts the way a reader of the interface language orders them, as the server sorts
 * lists: their alphabet (Æ, Ø, Å after Z in Danish and Norwegian, Danish "Aa" as Å; Å, Ä, Ö
 * in Swedish and Finnish; Å with A in English), case ignored, numbers as numbers.
 */
export function textCollator(language: string): Intl.Collator {
  const locale = dateLocale(language);
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'accent' });
    collators.set(locale, collator);
  }
  return collator;
}

/** A copy of the items in the language's order of a text of each. */
export function sortedByText<Item>(
  items: readonly Item[],
  textOf: (item: Item) => string,
  language: string,
): Item[] {
  // A collator's first use loads the language's collation tables (a few hundred ms on a slow
  // phone): a list with nothing to order, as most customers' company lists, never pays it.
  if (items.length < 2) return [...items];
  const collator = textCollator(language);
  return [...items].sort((first, second) => collator.compare(textOf(first), textOf(second)));
}

/** sortedByText in the interface's language. */
export function useTextOrder() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return <Item>(items: readonly Item[], textOf: (item: Item) => string) =>
    sortedByText(items, textOf, language);
}
