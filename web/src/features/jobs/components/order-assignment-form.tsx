import { assignmentCountries, type StorageUnitType } from '@itad-portal/validation';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import fieldStyles from '../../../shared/components/form-field.module.css';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { GetAssignmentDefaultsQuery } from '../../../shared/graphql/generated/graphql';
import { paths } from '../../../shared/routing/paths';
import { useOrderAssignment } from '../api/order-assignment';
import type { UploadedAttachment } from '../lib/attachment-transfer';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import { formatDate } from '../../../shared/lib/format-date';
import { todayInOslo } from '../lib/dates';
import { newIdempotencyKey } from '../lib/idempotency';
import {
  initialOrderValues,
  toAssignmentInput,
  validateOrder,
  type OrderFormErrors,
  type OrderFormField,
  type OrderFormValues,
} from '../lib/order-form';
import { AttachmentPicker } from './attachment-picker';
import styles from './jobs.module.css';
import { StorageUnitPicker } from './storage-unit-picker';
import {
  ExpectedAssetListField,
  type ExpectedAssetChoice,
} from './reconciliation/expected-asset-list-field';
import { attachListAfterOrder } from '../lib/expected-asset-transfer';

type Defaults = GetAssignmentDefaultsQuery['get_assignment_defaults'];

interface Ordered {
  id: string;
  jobNumber: string;
  email: string;
  listFailed?: boolean;
}

/** The order form for a pickup or a delivery (spec section 2, /services). */
export function OrderAssignmentForm({ defaults }: { defaults: Defaults }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<OrderFormValues>(() => initialOrderValues(defaults));
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [assetList, setAssetList] = useState<ExpectedAssetChoice>({
    selection: null,
    blocking: false,
  });
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The translation key of the last refused order's message.
  const [failure, setFailure] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<Ordered | null>(null);
  // One key per order: a retry after a lost answer cannot order twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const order = useOrderAssignment();
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();

  useEffect(() => {
    if (ordered) confirmationRef.current?.focus();
  }, [ordered]);

  const inputOf = (next: OrderFormValues) =>
    toAssignmentInput(
      next,
      defaults,
      attachments.map((attachment) => attachment.id),
    );

  const update = (changes: Partial<OrderFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    // After a first attempt, problems clear (or appear) as the user types.
    if (submitted) setErrors(validateOrder(inputOf(next), todayInOslo()));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const input = inputOf(values);
    const found = validateOrder(input, todayInOslo());
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => {
        const firstInvalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
        (firstInvalid ?? alertRef.current)?.focus();
      });
      return;
    }
    const list = values.kind === 'COLLECTION' ? assetList : { selection: null, blocking: false };
    if (list.blocking) {
      setFailure('reconciliation.upload.fixFirst');
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    order.mutate(
      { idempotency_key: idempotencyKey, assignment: input },
      {
        onSuccess: (data) => {
          const job = data.order_assignment;
          // The list goes to the new job; the confirmation waits for it.
          void attachListAfterOrder(list.selection, job.id).then((attached) =>
            setOrdered({
              id: job.id,
              jobNumber: job.job_number,
              email: job.recipient_email,
              listFailed: !attached,
            }),
          );
        },
        onError: (error) => {
          setFailure(errorMessage(error, 'orderAssignment').key);
          requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  };

  const startOver = () => {
    setValues(initialOrderValues(defaults));
    setAttachments([]);
    setAssetList({ selection: null, blocking: false });
    setErrors({});
    setSubmitted(false);
    setOrdered(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  if (ordered) {
    return (
      <div ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmation}>
        <h2 className={styles.confirmationHeading}>{t('jobs.order.ordered')}</h2>
        <p>
          {t('jobs.order.orderedDetails', { jobNumber: ordered.jobNumber, email: ordered.email })}
        </p>
        {ordered.listFailed ? (
          <p role="alert">{t('reconciliation.upload.afterOrderFailed')}</p>
        ) : null}
        <p className={styles.confirmationActions}>
          <Link to={paths.service(ordered.id)}>
            {t('jobs.order.viewJob', { jobNumber: ordered.jobNumber })}
          </Link>
          <Button variant="secondary" onClick={startOver}>
            {t('jobs.order.orderAnother')}
          </Button>
        </p>
      </div>
    );
  }

  const text = (
    field: OrderFormField,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={String(values[field])}
      error={errors[field] ? t(errors[field]) : undefined}
      onChange={(event) => update({ [field]: event.target.value })}
      {...extra}
    />
  );

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className={styles.orderForm} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('jobs.order.intro')}</p>
      <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alertRegion}>
        {failure ? <p className={styles.alert}>{t(failure)}</p> : null}
        {!failure && hasErrors ? <p className={styles.alert}>{t('jobs.order.fixErrors')}</p> : null}
      </div>

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

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('jobs.fields.placeLegend')}</legend>
        {text('company_name', t('jobs.fields.companyName'), { autoComplete: 'organization' })}
        {text('address', t('jobs.fields.address'), { autoComplete: 'street-address' })}
        <div className={styles.row}>
          {text('zip_code', t('jobs.fields.zipCode'), {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
          })}
          {text('city', t('jobs.fields.city'), { autoComplete: 'address-level2' })}
        </div>
        <SelectField
          label={t('jobs.fields.country')}
          name="country"
          value={values.country}
          error={errors.country ? t(errors.country) : undefined}
          onChange={(event) =>
            update({ country: event.target.value as OrderFormValues['country'] })
          }
        >
          {values.country === '' ? <option value="">—</option> : null}
          {assignmentCountries.map((country) => (
            <option key={country} value={country}>
              {t(`jobs.countries.${country}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('jobs.fields.contactPerson')}</legend>
        <div className={styles.row}>
          {text('contact_first_name', t('jobs.fields.firstName'), { autoComplete: 'given-name' })}
          {text('contact_last_name', t('jobs.fields.lastName'), { autoComplete: 'family-name' })}
        </div>
        <div className={styles.row}>
          {text('email', t('jobs.fields.email'), { type: 'email', autoComplete: 'email' })}
          {text('phone', t('jobs.fields.phone'), { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>

      <div className={styles.row}>
        <DateInputField
          id="order-date"
          label={t('jobs.fields.date')}
          value={values.date}
          min={defaults.earliest_date}
          error={errors.date ? t(errors.date) : undefined}
          hint={t('jobs.fields.dateHint', { date: formatDate(defaults.earliest_date, language) })}
          onChange={(date) => update({ date })}
        />
        {text('case_reference', t('jobs.fields.caseReference'), {
          hint: t('jobs.fields.optional'),
        })}
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

      {values.kind === 'COLLECTION' && defaults.equipment_options.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('jobs.fields.equipment')}</legend>
          <p className={styles.hint}>{t('jobs.fields.equipmentHint')}</p>
          <div className={styles.radioRow}>
            {defaults.equipment_options.map((item) => (
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
      ) : null}

      <StorageUnitPicker
        quantities={values.quantities}
        errors={errors}
        onChange={(type: StorageUnitType, quantity: string) =>
          update({ quantities: { ...values.quantities, [type]: quantity } })
        }
      />

      {defaults.can_upload ? (
        <AttachmentPicker
          attachments={attachments}
          onChange={setAttachments}
          onBusyChange={setUploading}
        />
      ) : (
        <p className={styles.hint}>{t('jobs.attachments.notAllowed')}</p>
      )}

      {values.kind === 'COLLECTION' ? (
        <ExpectedAssetListField
          legend={t('reconciliation.upload.legend')}
          onChoiceChange={setAssetList}
        />
      ) : null}

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
            {text('recipient_name', t('jobs.fields.recipientName'), { autoComplete: 'off' })}
            {text('recipient_email', t('jobs.fields.recipientEmail'), {
              type: 'email',
              autoComplete: 'off',
            })}
          </div>
        )}
      </fieldset>

      <div>
        <Button type="submit" disabled={order.isPending || uploading}>
          {order.isPending ? t('jobs.order.submitting') : t('jobs.order.submit')}
        </Button>
      </div>
    </form>
  );
}
