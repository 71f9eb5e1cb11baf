import { htmlLanguageTag } from '../../../../shared/i18n/languages';

/** The BCP 47 locale for Intl formatting of one of our languages (no -> nb, se -> sv). */
export function localeOf(language: string): string {
  return htmlLanguageTag(language);
}

/** A whole number with the language's grouping (12 345 in Norwegian, 12,345 in English). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** Tons of CO2: one decimal from 10 up, two below (0.42, 3.75, 128.4). */
export function formatTons(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 0,
    maximumFractionDigits: Math.abs(value) >= 10 ? 1 : 2,
  }).format(value);
}

/** Tonnes of material to the kilogram (at most three decimals). */
export function formatTonnes(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 3 }).format(value);
}

/** An equivalent's amount: whole numbers from 100 up, one decimal from 1, two below. */
export function formatAmount(value: number, language: string): string {
  const absolute = Math.abs(value);
  const decimals = absolute >= 100 ? 0 : absolute >= 1 ? 1 : 2;
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: decimals }).format(
    value,
  );
}
