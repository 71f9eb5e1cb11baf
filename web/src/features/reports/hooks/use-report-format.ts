import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLocale,
  formatDate,
  formatDateTime,
  formatDateTimeForColumn,
} from '../../../shared/lib/format-date';

/** Dates and sizes in the interface language. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = dateLocale(language);
  return useMemo(() => {
    return {
      date: (value: string) => formatDate(value, language),
      dateTime: (value: string) => formatDateTime(value, language),
      /** For a table column: breaks between day and time only. */
      dateTimeInColumn: (value: string) => formatDateTimeForColumn(value, language),
      size: (bytes: number) =>
        bytes < 1_000_000
          ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1000)} kB`
          : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`,
    };
  }, [language, locale]);
}
