import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/components/form-field';
import type { ReportDateColumn, ReportKind } from '../../../shared/graphql/generated/graphql';
import { reportDateColumns, reportKinds, type DepartmentOptions } from '../lib/report-options';
import styles from './reports.module.css';

export interface ReportFilterValues {
  kind: ReportKind;
  dateColumn: ReportDateColumn;
  /** '' for the whole group. */
  supplierId: string;
  freeText: string;
  serialOrProduct: string;
  recipients: string;
}

interface ReportFilterFieldsProps {
  values: ReportFilterValues;
  onChange: (values: ReportFilterValues) => void;
  departments: DepartmentOptions | null;
  recipientsError?: string;
  /** Fields placed after the kind (the period on the order page). */
  children?: React.ReactNode;
}

/** The choices an ordered and a regular report share: kind, scope, filters and recipients. */
export function ReportFilterFields({
  values,
  onChange,
  departments,
  recipientsError,
  children,
}: ReportFilterFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = <Key extends keyof ReportFilterValues>(key: Key, value: ReportFilterValues[Key]) =>
    onChange({ ...values, [key]: value });

  return (
    <>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>{t('reports.form.kind')}</legend>
        {reportKinds.map((kind) => (
          <div key={kind} className={styles.radio}>
            <input
              id={`${id}-kind-${kind}`}
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={values.kind === kind}
              aria-describedby={`${id}-kind-${kind}-hint`}
              onChange={() => set('kind', kind)}
            />
            <div>
              <label htmlFor={`${id}-kind-${kind}`} className={styles.radioLabel}>
                {t(`reports.kinds.${kind}`)}
              </label>
              <span id={`${id}-kind-${kind}-hint`} className={styles.radioHint}>
                {t(`reports.kindHints.${kind}`)}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      {children}
      <div className={styles.row}>
        <SelectField
          label={t('reports.form.dateColumn')}
          value={values.dateColumn}
          onChange={(event) => set('dateColumn', event.target.value as ReportDateColumn)}
        >
          {reportDateColumns.map((column) => (
            <option key={column} value={column}>
              {t(`reports.dateColumns.${column}`)}
            </option>
          ))}
        </SelectField>
        {departments ? (
          <SelectField
            label={t('reports.form.scope')}
            value={values.supplierId}
            onChange={(event) => set('supplierId', event.target.value)}
          >
            <option value="">
              {t('reports.form.wholeGroup', { company: departments.group.company })}
            </option>
            {departments.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.company}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {/* The sustainability report reads the daily totals, which know no text filters. */}
      {values.kind === 'SUSTAINABILITY' ? null : (
        <div className={styles.row}>
          <TextField
            label={t('reports.form.freeText')}
            hint={t('reports.form.freeTextHint')}
            value={values.freeText}
            maxLength={200}
            onChange={(event) => set('freeText', event.target.value)}
          />
          <TextField
            label={t('reports.form.serialOrProduct')}
            value={values.serialOrProduct}
            maxLength={100}
            onChange={(event) => set('serialOrProduct', event.target.value)}
          />
        </div>
      )}
      <div className={styles.textareaField}>
        <label htmlFor={`${id}-recipients`} className={styles.fieldLabel}>
          {t('reports.form.recipients')}
        </label>
        <textarea
          id={`${id}-recipients`}
          className={styles.textarea}
          rows={3}
          value={values.recipients}
          aria-invalid={recipientsError ? true : undefined}
          aria-describedby={`${id}-recipients-note`}
          onChange={(event) => set('recipients', event.target.value)}
        />
        <p
          id={`${id}-recipients-note`}
          className={recipientsError ? styles.fieldError : styles.fieldHint}
        >
          {recipientsError ?? t('reports.form.recipientsHint')}
        </p>
      </div>
    </>
  );
}
