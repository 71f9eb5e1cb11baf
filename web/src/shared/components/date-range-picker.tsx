import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets, isValidRange, presetRange, type DateRange } from '../lib/date-ranges';
import styles from './date-range-picker.module.css';

interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  label?: string;
}

/** From and to dates (native date inputs) with the spec's quick selections. */
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
            className={styles.control}
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
          <input
            id={`${id}-from`}
            type="date"
            className={styles.control}
            value={value.from}
            max={value.to || undefined}
            aria-invalid={valid ? undefined : true}
            onChange={(event) => changeDate('from', event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('dateRange.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className={styles.control}
            value={value.to}
            min={value.from || undefined}
            aria-invalid={valid ? undefined : true}
            onChange={(event) => changeDate('to', event.target.value)}
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
