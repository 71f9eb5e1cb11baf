import type { i18n } from 'i18next';

interface PluralRules {
  getRule(code: string, options?: object): unknown;
}

/**
 * The interface language 'se' is Swedish (spec section 9), but to Intl 'se' is Northern Sami,
 * whose plural rules have a form for two: "2 jobs" would miss its Swedish text. Plurals of 'se'
 * follow Swedish ('sv') instead.
 */
export function applySwedishPluralsToSe(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralRules;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'se' ? 'sv' : code, options);
}
