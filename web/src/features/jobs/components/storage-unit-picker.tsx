import { storageUnitTypes, type StorageUnitType } from '@itad-portal/validation';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../shared/components/tooltip';
import { storageUnitTipLines } from '../lib/storage-unit-specs';
import styles from './jobs.module.css';

interface StorageUnitPickerProps {
  quantities: Partial<Record<StorageUnitType, string>>;
  errors: Partial<Record<string, string>>;
  onChange: (type: StorageUnitType, quantity: string) => void;
}

/** A quantity for every storage unit type, each with a tip giving its sizes and weights. */
export function StorageUnitPicker({ quantities, errors, onChange }: StorageUnitPickerProps) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(t('jobs.dateLocale'));
  const groupError = errors.storage_units;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={groupError ? 'storage-units-error' : 'storage-units-hint'}
    >
      <legend className={styles.legend}>{t('jobs.fields.storageUnits')}</legend>
      {groupError ? (
        <p id="storage-units-error" className={styles.fieldError}>
          {t(groupError)}
        </p>
      ) : (
        <p id="storage-units-hint" className={styles.hint}>
          {t('jobs.fields.storageUnitsHint')}
        </p>
      )}
      <ul className={styles.unitGrid} lang={i18n.language === 'se' ? 'sv' : undefined}>
        {storageUnitTypes.map((type) => {
          const inputId = `storage-unit-${type}`;
          const error = errors[`quantity.${type}`];
          const name = t(`storageUnits.types.${type}`);
          return (
            <li key={type} className={styles.unitItem}>
              <div className={styles.unitLabelRow}>
                <label htmlFor={inputId} className={styles.unitLabel}>
                  {name}
                </label>
                <Tooltip
                  label={t('storageUnits.tip.about', { type: name })}
                  content={
                    <ul className={styles.tipList}>
                      {storageUnitTipLines(type, t, (value) => numberFormat.format(value)).map(
                        (line) => (
                          <li key={line}>{line}</li>
                        ),
                      )}
                    </ul>
                  }
                />
              </div>
              <input
                id={inputId}
                className={`${styles.quantityInput} ${error ? styles.invalid : ''}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                step={1}
                value={quantities[type] ?? ''}
                placeholder="0"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => onChange(type, event.target.value)}
              />
              {error ? (
                <p id={`${inputId}-error`} className={styles.fieldError}>
                  {t(error)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
