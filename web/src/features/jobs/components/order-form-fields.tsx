import { assignmentCountries } from '@itad-portal/validation';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/components/form-field';
import type { OrderFormErrors, OrderFormField, OrderFormValues } from '../lib/order-form';
import styles from './jobs.module.css';

/** What each part of the order form gets: the values, their problems and a way to change them. */
export interface OrderFieldsProps {
  values: OrderFormValues;
  errors: OrderFormErrors;
  update: (changes: Partial<OrderFormValues>) => void;
}

/** One text input of the order form, named after its field, with its problem under it. */
export function OrderTextField({
  field,
  values,
  errors,
  update,
  ...extra
}: OrderFieldsProps & { field: OrderFormField } & Omit<
    ComponentProps<typeof TextField>,
    'name' | 'value' | 'error' | 'onChange'
  >) {
  const { t } = useTranslation();
  const error = errors[field];
  return (
    <TextField
      name={field}
      value={String(values[field])}
      error={error ? t(error) : undefined}
      onChange={(event) => update({ [field]: event.target.value })}
      {...extra}
    />
  );
}

/** Pickup or delivery. */
export function OrderKindFields({ values, update }: OrderFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('jobs.fields.kind')}</legend>
      <div className={styles.radioRow}>
        {(['COLLECTION', 'DELIVERY'] as const).map((kind) => (
          <label key={kind} className={styles.radio}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => update({ kind })}
            />
            {t(kind === 'COLLECTION' ? 'jobs.fields.kindCollection' : 'jobs.fields.kindDelivery')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Where the job happens: company, address and country. */
export function OrderPlaceFields(props: OrderFieldsProps) {
  const { t } = useTranslation();
  const { values, errors, update } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('jobs.fields.placeLegend')}</legend>
      <OrderTextField
        {...props}
        field="company_name"
        label={t('jobs.fields.companyName')}
        autoComplete="organization"
      />
      <OrderTextField
        {...props}
        field="address"
        label={t('jobs.fields.address')}
        autoComplete="street-address"
      />
      <div className={styles.row}>
        <OrderTextField
          {...props}
          field="zip_code"
          label={t('jobs.fields.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <OrderTextField
          {...props}
          field="city"
          label={t('jobs.fields.city')}
          autoComplete="address-level2"
        />
      </div>
      <SelectField
        label={t('jobs.fields.country')}
        name="country"
        value={values.country}
        error={errors.country ? t(errors.country) : undefined}
        onChange={(event) => update({ country: event.target.value as OrderFormValues['country'] })}
      >
        {values.country === '' ? <option value="">—</option> : null}
        {assignmentCountries.map((country) => (
          <option key={country} value={country}>
            {t(`jobs.countries.${country}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

/** The person to meet on the day. */
export function OrderContactFields(props: OrderFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('jobs.fields.contactPerson')}</legend>
      <div className={styles.row}>
        <OrderTextField
          {...props}
          field="contact_first_name"
          label={t('jobs.fields.firstName')}
          autoComplete="given-name"
        />
        <OrderTextField
          {...props}
          field="contact_last_name"
          label={t('jobs.fields.lastName')}
          autoComplete="family-name"
        />
      </div>
      <div className={styles.row}>
        <OrderTextField
          {...props}
          field="email"
          label={t('jobs.fields.email')}
          type="email"
          autoComplete="email"
        />
        <OrderTextField
          {...props}
          field="phone"
          label={t('jobs.fields.phone')}
          type="tel"
          autoComplete="tel"
        />
      </div>
    </fieldset>
  );
}
