import { htmlLanguageTag } from '../../../shared/i18n/languages';

/** A calendar day (YYYY-MM-DD) as the language writes it, without time-zone drift. */
export function formatDate(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(htmlLanguageTag(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
