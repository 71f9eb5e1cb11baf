import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/components/form-field';
import type { ReportInterval } from '../../../shared/graphql/generated/graphql';
import { reportIntervals } from '../lib/report-options';

/** How often a regular report comes: one field for the order page and the subscriptions page. */
export function ReportIntervalField({
  value,
  onChange,
  hint,
}: {
  value: ReportInterval;
  onChange: (interval: ReportInterval) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('reports.form.interval')}
      {...(hint ? { hint } : {})}
      value={value}
      onChange={(event) => onChange(event.target.value as ReportInterval)}
    >
      {reportIntervals.map((option) => (
        <option key={option} value={option}>
          {t(`reports.intervals.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
