/**
 * The one way the portal writes dates, so tables, Main contacts, the dashboard and serial search
 * agree: "24 Nov 2026" in English, "24. nov. 2026" in Danish, and so on.
 */

/** The Intl locale per interface language; English as written in Europe (day before month). */
const dateLocales: Record<string, string> = {
  da: 'da-DK',
  en: 'en-GB',
  fi: 'fi-FI',
  no: 'nb-NO',
  se: 'sv-SE',
};

/** The provider's time zone: an instant is shown as the day it was where the provider works. */
export const providerTimeZone = 'Europe/Oslo';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One formatter per locale and options: building one costs far more than formatting with it, and
 * a dashboard or table writes hundreds of dates in one render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A moment's day where the provider works, as YYYY-MM-DD: the day the API counts business days from. */
export function providerDayOf(moment: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: providerTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

export function dateLocale(language: string): string {
  return dateLocales[language] ?? dateLocales.en!;
}

/**
 * A day as the language writes it. Takes a calendar day (YYYY-MM-DD, shown as is, without any
 * time-zone shift) or an ISO timestamp; anything else is returned unchanged.
 */
export function formatDate(value: string, language: string): string {
  const isDay = calendarDay.test(value);
  const date = new Date(isDay ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeZone: isDay ? 'UTC' : providerTimeZone,
  }).format(date);
}

/**
 * A moment (ISO timestamp) with its time, in the reader's own time zone. A calendar day
 * (YYYY-MM-DD: a unit's received, graded and completed dates) has no time: it is written as
 * the day, the same in every zone, never as a made-up midnight.
 */
export function formatDateTime(value: string, language: string): string {
  if (calendarDay.test(value)) return formatDate(value, language);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A moment's time of day (ISO timestamp) in the reader's own time zone: "14:32", "2:32 pm". */
export function formatTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(dateLocale(language), { timeStyle: 'short' }).format(date);
}

/**
 * A moment as formatDateTime writes it, for a narrow table column: the line may break between
 * the day and the time, never inside either ("28 Nov" / "2026, 10:31" would misread).
 */
export function formatDateTimeForColumn(value: string, language: string): string {
  if (calendarDay.test(value)) return formatDate(value, language).replace(/ /g, '\u00a0');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = dateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  return parts
    .map((part, index) =>
      // The literal just before the hour separates day and time (", ", " klo "): its first
      // space is the one place to break.
      index === hour - 1
        ? part.value.replace(/ /g, '\u00a0').replace('\u00a0', ' ')
        : part.value.replace(/ /g, '\u00a0'),
    )
    .join('');
}
