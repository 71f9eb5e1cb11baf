import { htmlLanguageTag } from '../i18n/languages';

/** An amount (a decimal string or a number) in the currency, as the language writes money. */
export function formatMoney(amount: string | number, currency: string, language: string): string {
  return new Intl.NumberFormat(htmlLanguageTag(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}
