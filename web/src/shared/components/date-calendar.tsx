import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, monthWeeks } from '../lib/date-input';
import { dateLocale } from '../lib/format-date';
import styles from './date-field.module.css';

interface DateCalendarProps {
  /** The chosen day (YYYY-MM-DD) or '' for none. */
  value: string;
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onChoose: (day: string) => void;
}

const monday = Date.UTC(2024, 0, 1);

/**
 * A month grid in the reader's language, Monday first. Arrow keys move a day or a week, Page Up
 * and Page Down a month, Home and End to the week's ends; Enter chooses.
 */
export function DateCalendar({ value, today, min, max, onChoose }: DateCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const [focused, setFocused] = useState(value || today);
  const grid = useRef<HTMLTableElement>(null);
  const outside = (day: string) => Boolean((min && day < min) || (max && day > max));

  useLayoutEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const [year = 2026, month = 1] = focused.split('-').map(Number);
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(monday + index * 86_400_000));
  const weekdayName = (style: 'short' | 'long', date: Date) =>
    new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(date);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused(move());
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('dateField.previousMonth')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          ‹
        </button>
        <p className={styles.monthTitle} aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('dateField.nextMonth')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        className={styles.grid}
        aria-label={title}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date.getTime()} scope="col" abbr={weekdayName('long', date)}>
                {weekdayName('short', date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week, index) => (
            <tr key={week.find(Boolean) ?? index}>
              {week.map((day, dayIndex) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={`${styles.day} ${day === today ? styles.today : ''}`}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={outside(day)}
                      onClick={() => onChoose(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${dayIndex}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
