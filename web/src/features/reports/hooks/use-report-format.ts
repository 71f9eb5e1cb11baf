import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const localeOf: Record<string, string> = {
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  no: 'nb-NO',
  se: 'sv-SE',
};

/** Dates and sizes in the interface language. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf[i18n.resolvedLanguage ?? 'en'] ?? 'en-GB';
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    // A bare YYYY-MM-DD is a calendar day: read it as local midnight, not UTC.
    const parse = (value: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
    return {
      date: (value: string) => dateFormat.format(parse(value)),
      dateTime: (value: string) => dateTimeFormat.format(parse(value)),
      size: (bytes: number) =>
        bytes < 1_000_000
          ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1000)} kB`
          : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`,
    };
  }, [locale]);
}
