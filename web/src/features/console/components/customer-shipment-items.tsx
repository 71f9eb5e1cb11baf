import { shipmentItemNames } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import {
  useCustomerShipmentItems,
  useSetCustomerShipmentItems,
} from '../api/console-customer-shipment-items';
import styles from './console.module.css';

/**
 * What the customer usually ships, which its pickup orders offer to choose from: boxes to tick
 * for staff who act, the list in words for support.
 */
export function CustomerShipmentItems({
  customerId,
  canAct,
  feedback,
}: {
  customerId: string;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const stored = useCustomerShipmentItems(customerId);
  const save = useSetCustomerShipmentItems(customerId);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const items = chosen ?? stored.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    save.mutate(
      { customer_id: customerId, items },
      {
        onSuccess: () => {
          setChosen(null);
          feedback.succeeded(t('console.customers.shipmentItems.saved'));
        },
        onError: (error) => feedback.failed(t(errorMessage(error, 'consoleCustomerSetting').key)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="console-customer-shipment-items">
      <h2 id="console-customer-shipment-items" className={styles.sectionHeading}>
        {t('console.customers.shipmentItems.heading')}
      </h2>
      {stored.isError ? (
        <p role="alert">{t('console.customers.shipmentItems.loadFailed')}</p>
      ) : null}
      {stored.data && !canAct ? (
        <p>
          {stored.data.length
            ? stored.data.map(label).join(', ')
            : t('console.customers.shipmentItems.none')}
        </p>
      ) : null}
      {stored.data && canAct ? (
        <form onSubmit={submit}>
          <fieldset className={styles.choices}>
            <legend>{t('console.customers.shipmentItems.legend')}</legend>
            <div className={styles.itemChoices}>
              {shipmentItemNames.map((name) => (
                <label key={name} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={items.includes(name)}
                    onChange={(event) =>
                      setChosen(
                        event.target.checked
                          ? [...items, name]
                          : items.filter((item) => item !== name),
                      )
                    }
                  />
                  {label(name)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={save.isPending || chosen === null}>
            {t('console.customers.shipmentItems.save')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
