import { htmlLanguageTag } from '../../../../shared/i18n/languages';

/** The BCP 47 locale for Intl formatting of one of our languages (no -> nb, se -> sv). */
export function localeOf(language: string): string {
  return htmlLanguageTag(language);
}

/**
 * One number format per locale and number of decimals, made once: a dashboard writes hundreds
 * of figures, and making a format costs far more than using one.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, minimum: number, maximum: number): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale} ${minimum} ${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number with the language's grouping (12 345 in Norwegian, 12,345 in English). */
export function formatCount(value: number, language: string): string {
  return numberFormat(language, 0, 0).format(value);
}

/**
 * Tons of CO2, always to the hundredth (0.42, 3.76, 128.44), so figures side by side line up and
 * read alike: one format for the quantity, whatever its size.
 */
export function formatTons(value: number, language: string): string {
  return numberFormat(language, 2, 2).format(value);
}

/** Tonnes of material, always to the kilogram (three decimals), as the sustainability report. */
export function formatTonnes(value: number, language: string): string {
  return numberFormat(language, 3, 3).format(value);
}

/** An equivalent's amount: whole numbers from 100 up, one decimal from 1, two below. */
export function formatAmount(value: number, language: string): string {
  const absolute = Math.abs(value);
  const decimals = absolute >= 100 ? 0 : absolute >= 1 ? 1 : 2;
  return numberFormat(language, 0, decimals).format(value);
}
