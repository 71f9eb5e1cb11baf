/**
 * The one way documents write numbers and money: the reader's locale through Intl, so Norwegian
 * reads "4 408" and "7 660,00 kr" and English "4,408" and "NOK 7,660.00", everywhere alike.
 */
export function documentNumberFormats(locale: string) {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  return {
    integer: (value: number): string => integer.format(value),
    /** Weights and CO2: at most one decimal. */
    decimal: (value: number): string => decimal.format(value),
    /** An amount (a number or a numeric string such as "7660.00") in its currency. */
    money: (value: number | string, currency: string): string => {
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      return format.format(Number(value));
    },
  };
}

export type DocumentNumberFormats = ReturnType<typeof documentNumberFormats>;
