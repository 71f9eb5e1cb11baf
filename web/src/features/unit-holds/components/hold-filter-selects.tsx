import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/components/form-field';
import type { UnitHoldFilter } from '../../../shared/graphql/generated/graphql';
import { unitHoldReasons, unitHoldStates } from '../lib/hold-list';

interface HoldFilterSelectsProps {
  filter: UnitHoldFilter;
  onChange: (filter: 'state' | 'reason', value: string | null) => void;
}

/** The holds list's selects: its state (all by default, open ones first) and the reason. */
export function HoldFilterSelects({ filter, onChange }: HoldFilterSelectsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('unitHolds.columns.state')}
        value={filter.state ?? ''}
        onChange={(event) => onChange('state', event.target.value || null)}
      >
        <option value="">{t('unitHolds.allStates')}</option>
        {unitHoldStates.map((state) => (
          <option key={state} value={state}>
            {t(`unitHolds.states.${state}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('unitHolds.columns.reason')}
        value={filter.reason ?? ''}
        onChange={(event) => onChange('reason', event.target.value || null)}
      >
        <option value="">{t('unitHolds.allReasons')}</option>
        {unitHoldReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`unitHolds.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
