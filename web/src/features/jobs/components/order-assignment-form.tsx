import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { GetAssignmentDefaultsQuery } from '../../../shared/graphql/generated/graphql';
import { useOrderAssignmentForm } from '../hooks/use-order-assignment-form';
import { AttachmentPicker } from './attachment-picker';
import styles from './jobs.module.css';
import { OrderConfirmation } from './order-confirmation';
import { OrderDayFields, OrderEquipmentFields, OrderRecipientFields } from './order-details-fields';
import { OrderContactFields, OrderKindFields, OrderPlaceFields } from './order-form-fields';
import { ExpectedAssetListField } from './reconciliation/expected-asset-list-field';
import { StorageUnitPicker } from './storage-unit-picker';

type Defaults = GetAssignmentDefaultsQuery['get_assignment_defaults'];

/** The order form for a pickup or a delivery (spec section 2, /services). */
export function OrderAssignmentForm({ defaults }: { defaults: Defaults }) {
  const { t } = useTranslation();
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useOrderAssignmentForm(defaults, alertRef);
  const { values, errors, update, failure } = form;

  if (form.ordered) {
    return <OrderConfirmation ordered={form.ordered} onStartOver={form.startOver} />;
  }

  const fields = { values, errors, update };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className={styles.orderForm} noValidate onSubmit={form.onSubmit}>
      <p className={styles.intro}>{t('jobs.order.intro')}</p>
      <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alertRegion}>
        {failure ? <p className={styles.alert}>{t(failure)}</p> : null}
        {!failure && hasErrors ? <p className={styles.alert}>{t('jobs.order.fixErrors')}</p> : null}
      </div>

      <OrderKindFields {...fields} />
      <OrderPlaceFields {...fields} />
      <OrderContactFields {...fields} />
      <OrderDayFields {...fields} earliestDate={defaults.earliest_date} />

      {values.kind === 'COLLECTION' && defaults.equipment_options.length ? (
        <OrderEquipmentFields
          values={values}
          update={update}
          options={defaults.equipment_options}
        />
      ) : null}

      <StorageUnitPicker
        quantities={values.quantities}
        errors={errors}
        onChange={(type, quantity) =>
          update({ quantities: { ...values.quantities, [type]: quantity } })
        }
      />

      {defaults.can_upload ? (
        <AttachmentPicker
          attachments={form.attachments}
          onChange={form.setAttachments}
          onBusyChange={form.setUploading}
        />
      ) : (
        <p className={styles.hint}>{t('jobs.attachments.notAllowed')}</p>
      )}

      {values.kind === 'COLLECTION' ? (
        <ExpectedAssetListField
          legend={t('reconciliation.upload.legend')}
          onChoiceChange={form.setAssetList}
        />
      ) : null}

      <OrderRecipientFields {...fields} defaults={defaults} />

      <div>
        <Button type="submit" disabled={form.busy}>
          {form.submitting ? t('jobs.order.submitting') : t('jobs.order.submit')}
        </Button>
      </div>
    </form>
  );
}
