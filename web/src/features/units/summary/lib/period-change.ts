import { localeOf } from './format';

type PeriodChange =
  | { direction: 'same' }
  | {
      direction: 'more' | 'less';
      /** The change as shown: "+12 %", "−3", "+0,42" (signed, in the reader's language). */
      signed: string;
      /** The same without its sign, for the sentence: "12 %", "3", "0,42". */
      amount: string;
    };

/**
 * How a figure moved against the previous period: a percentage where the previous period had
 * some, else the difference itself (no percentage of nothing). Tonnes keep two decimals.
 */
export function periodChangeOf(
  current: number,
  previous: number,
  language: string,
  kind: 'count' | 'tons',
): PeriodChange {
  const difference = current - previous;
  const decimals = kind === 'tons' ? 2 : 0;
  if (Math.abs(difference) < 10 ** -decimals / 2) return { direction: 'same' };
  const direction = difference > 0 ? 'more' : 'less';
  const locale = localeOf(language);
  if (previous > 0) {
    const ratio = difference / previous;
    // One decimal below 10 %, so a small change never reads as 0 %.
    const digits = Math.abs(ratio) < 0.1 ? 1 : 0;
    const format = (signDisplay: 'exceptZero' | 'never') =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay,
      }).format(ratio);
    return { direction, signed: format('exceptZero'), amount: format('never') };
  }
  const format = (signDisplay: 'exceptZero' | 'never') =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay,
    }).format(difference);
  return { direction, signed: format('exceptZero'), amount: format('never') };
}
