import * as Popover from '@radix-ui/react-popover';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPattern, formatDayForInput, parseTypedDay } from '../lib/date-input';
import { DateCalendar } from './date-calendar';
import styles from './date-field.module.css';
import fieldStyles from './form-field.module.css';

interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD, or '' for no day. */
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  invalid?: boolean;
  /** Ids of texts that describe the field further (errors of the form around it). */
  describedBy?: string | undefined;
}

const todayInBrowser = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * A day written the reader's way (24.11.2026, 2026-11-24 in Swedish), with a calendar button,
 * instead of the browser's date input that follows the browser's language (mm/dd/yyyy).
 * The label is the caller's, tied by `id`.
 */
export function DateField({ id, value, onChange, min, max, invalid, describedBy }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => formatDayForInput(value, language));
  const [typedWrong, setTypedWrong] = useState(false);
  // A new value from outside (a quick selection, another language) is shown the reader's way.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    setText(formatDayForInput(value, language));
    setTypedWrong(false);
  }
  const [open, setOpen] = useState(false);
  const pattern = dayPattern(language, {
    day: t('dateField.letters.day'),
    month: t('dateField.letters.month'),
    year: t('dateField.letters.year'),
  });

  const commit = () => {
    if (!text.trim()) {
      setTypedWrong(false);
      if (value) onChange('');
      return;
    }
    const day = parseTypedDay(text, language);
    setTypedWrong(day === null);
    if (day === null) return;
    setText(formatDayForInput(day, language));
    if (day !== value) onChange(day);
  };

  const errorId = `${id}-format`;
  return (
    <div className={styles.wrapper}>
      <div className={styles.inputRow}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          aria-invalid={invalid || typedWrong ? true : undefined}
          aria-describedby={
            [typedWrong ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              className={styles.calendarButton}
              aria-label={t('dateField.chooseDate')}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
                <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
              </svg>
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="end"
              sideOffset={6}
              aria-label={t('dateField.chooseDate')}
              // The calendar puts the focus on the chosen day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <DateCalendar
                value={value}
                today={todayInBrowser()}
                min={min}
                max={max}
                onChoose={(day) => {
                  setOpen(false);
                  onChange(day);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {typedWrong ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('dateField.invalid', { pattern })}
        </p>
      ) : null}
    </div>
  );
}

interface DateInputFieldProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
}

/** A labelled day field in the look of the other form fields: label, field, then hint or error. */
export function DateInputField({ label, error, hint, id, ...field }: DateInputFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const noteId = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={fieldId} className={fieldStyles.label}>
        {label}
      </label>
      <DateField id={fieldId} invalid={Boolean(error)} describedBy={noteId} {...field} />
      {error ? (
        <p id={noteId} className={fieldStyles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
