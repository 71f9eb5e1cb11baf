import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import fieldStyles from '../../../shared/components/form-field.module.css';
import type { GetAssignmentDefaultsQuery } from '../../../shared/graphql/generated/graphql';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import { formatDate } from '../../../shared/lib/format-date';
import styles from './jobs.module.css';
import { OrderTextField, type OrderFieldsProps } from './order-form-fields';

type Defaults = GetAssignmentDefaultsQuery['get_assignment_defaults'];

/** The day, the customer's own reference and what the driver should know. */
export function OrderDayFields(props: OrderFieldsProps & { earliestDate: string }) {
  const { t, i18n } = useTranslation();
  const { values, errors, update, earliestDate } = props;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <div className={styles.row}>
        <DateInputField
          id="order-date"
          label={t('jobs.fields.date')}
          value={values.date}
          min={earliestDate}
          error={errors.date ? t(errors.date) : undefined}
          hint={t('jobs.fields.dateHint', { date: formatDate(earliestDate, language) })}
          onChange={(date) => update({ date })}
        />
        <OrderTextField
          values={values}
          errors={errors}
          update={update}
          field="case_reference"
          label={t('jobs.fields.caseReference')}
          hint={t('jobs.fields.optional')}
        />
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor="delivery-info" className={fieldStyles.label}>
          {t('jobs.fields.deliveryInfo')}
        </label>
        <textarea
          id="delivery-info"
          name="delivery_info"
          rows={4}
          className={`${fieldStyles.control} ${errors.delivery_info ? fieldStyles.invalid : ''}`}
          value={values.delivery_info}
          aria-invalid={errors.delivery_info ? true : undefined}
          aria-describedby={errors.delivery_info ? 'delivery-info-error' : 'delivery-info-hint'}
          onChange={(event) => update({ delivery_info: event.target.value })}
        />
        {errors.delivery_info ? (
          <p id="delivery-info-error" className={fieldStyles.error}>
            {t(errors.delivery_info)}
          </p>
        ) : (
          <p id="delivery-info-hint" className={fieldStyles.hint}>
            {t('jobs.fields.deliveryInfoHint')}
          </p>
        )}
      </div>
    </>
  );
}

/** The kinds of equipment a pickup is for, when the supplier offers a choice. */
export function OrderEquipmentFields({
  values,
  update,
  options,
}: Pick<OrderFieldsProps, 'values' | 'update'> & { options: readonly string[] }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('jobs.fields.equipment')}</legend>
      <p className={styles.hint}>{t('jobs.fields.equipmentHint')}</p>
      <div className={styles.radioRow}>
        {options.map((item) => (
          <label key={item} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={values.equipment.includes(item)}
              onChange={(event) =>
                update({
                  equipment: event.target.checked
                    ? [...values.equipment, item]
                    : values.equipment.filter((chosen) => chosen !== item),
                })
              }
            />
            {categoryLabel(item)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Who gets the confirmation: the user, or someone they name. */
export function OrderRecipientFields(props: OrderFieldsProps & { defaults: Defaults }) {
  const { t } = useTranslation();
  const { values, errors, update, defaults } = props;
  const fieldProps = { values, errors, update };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('jobs.fields.recipient')}</legend>
      <p className={styles.hint}>{t('jobs.fields.recipientHint')}</p>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.recipientIsUser}
          onChange={(event) => update({ recipientIsUser: event.target.checked })}
        />
        {t('jobs.fields.recipientSame')} ({defaults.recipient_name}, {defaults.recipient_email})
      </label>
      {values.recipientIsUser ? null : (
        <div className={styles.row}>
          <OrderTextField
            {...fieldProps}
            field="recipient_name"
            label={t('jobs.fields.recipientName')}
            autoComplete="off"
          />
          <OrderTextField
            {...fieldProps}
            field="recipient_email"
            label={t('jobs.fields.recipientEmail')}
            type="email"
            autoComplete="off"
          />
        </div>
      )}
    </fieldset>
  );
}
