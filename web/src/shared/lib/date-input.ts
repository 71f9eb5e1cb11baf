import { dateLocale } from './format-date';

/**
 * Typing and showing a calendar day in the reader's numeric format ("24.11.2026" in Nordic
 * languages, "2026-11-24" in Swedish, "24/11/2026" in English), stored as YYYY-MM-DD.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

type Part = 'day' | 'month' | 'year';

function numericFormat(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The order of day, month and year in the language's numeric dates. */
function partOrder(language: string): Part[] {
  return numericFormat(language)
    .formatToParts(new Date(Date.UTC(2026, 10, 24)))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** YYYY-MM-DD as the reader writes it; anything else unchanged. */
export function formatDayForInput(value: string, language: string): string {
  const match = isoDay.exec(value);
  if (!match) return value;
  return numericFormat(language).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** How the reader writes a day, for a hint: "dd.mm.yyyy" style in the reader's words. */
export function dayPattern(language: string, letters: Record<Part, string>): string {
  const sample = formatDayForInput('2026-11-24', language);
  return sample
    .replace('2026', letters.year)
    .replace('11', letters.month)
    .replace('24', letters.day);
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A typed day as YYYY-MM-DD, or null when it is not a real day. Takes the reader's order with
 * any separator (24.11.2026, 24/11/2026, 24-11-2026, 24 11 2026) and ISO days in every language.
 */
export function parseTypedDay(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = isoDay.exec(trimmed);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDay(year, month, day) ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
  }
  const numbers = trimmed.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const values: Partial<Record<Part, number>> = {};
  partOrder(language).forEach((part, index) => {
    values[part] = Number(numbers[index]);
  });
  const { day = 0, month = 0, year = 0 } = values;
  return isRealDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** YYYY-MM-DD of a day moved by whole days (time-zone free). */
export function addDays(value: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD of the same day in another month, kept within that month's days. */
export function addMonths(value: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/** The weeks (Monday first, as in the Nordic countries) of the month holding a day. */
export function monthWeeks(value: string): (string | null)[][] {
  const [year = 1970, month = 1] = value.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leadingBlanks = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leadingBlanks }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1)
    cells.push(`${pad(year, 4)}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
