import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets, isValidRange, presetRange, type DateRange } from '../lib/date-ranges';
import { DateField } from './date-field';
import styles from './date-range-picker.module.css';

interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  label?: string;
}

/** From and to dates (written the reader's way, with a calendar) and the spec's quick selections. */
export function DateRangePicker({ value, onChange, label }: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preset, setPreset] = useState('');
  const valid = isValidRange(value);

  const changeDate = (end: keyof DateRange, date: string) => {
    setPreset('');
    onChange({ ...value, [end]: date });
  };

  return (
    <fieldset className={styles.picker} aria-describedby={valid ? undefined : `${id}-error`}>
      <legend className={styles.legend}>{label ?? t('dateRange.label')}</legend>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-preset`}>{t('dateRange.quickSelection')}</label>
          <select
            id={`${id}-preset`}
            className={`${styles.control} ${styles.select}`}
            value={preset}
            onChange={(event) => {
              const chosen = datePresets.find((option) => option === event.target.value);
              setPreset(event.target.value);
              if (chosen) onChange(presetRange(chosen));
            }}
          >
            <option value="">{t('dateRange.choose')}</option>
            {datePresets.map((option) => (
              <option key={option} value={option}>
                {t(`dateRange.presets.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('dateRange.from')}</label>
          <DateField
            id={`${id}-from`}
            value={value.from}
            max={value.to || undefined}
            invalid={!valid}
            describedBy={valid ? undefined : `${id}-error`}
            onChange={(date) => changeDate('from', date)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('dateRange.to')}</label>
          <DateField
            id={`${id}-to`}
            value={value.to}
            min={value.from || undefined}
            invalid={!valid}
            describedBy={valid ? undefined : `${id}-error`}
            onChange={(date) => changeDate('to', date)}
          />
        </div>
      </div>
      {valid ? null : (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('dateRange.invalid')}
        </p>
      )}
    </fieldset>
  );
}
