import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField } from '../../../shared/components/form-field';
import { useSupplierSwap } from '../api/auth-swap';
import { useSwitchableSuppliers } from '../api/switchable-suppliers';
import styles from './account.module.css';
import { useTextOrder } from '../../../shared/lib/text-order';

/** "Switch supplier" on /account for master accounts: the group's suppliers, acting one first. */
export function SupplierSwitcher() {
  const { t } = useTranslation();
  const inTextOrder = useTextOrder();
  const headingId = useId();
  const suppliers = useSwitchableSuppliers();
  const swap = useSupplierSwap();
  const [choice, setChoice] = useState<string>('');

  const list = suppliers.data?.get_suppliers ?? [];
  const current = list[0];
  const selected = choice || current?.id || '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected && selected !== current?.id) swap.mutate(selected);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('account.switchSupplier.heading')}
      </h2>
      {suppliers.isError ? (
        <p role="alert" className={styles.alert}>
          {t('account.switchSupplier.loadFailed')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className={styles.intro}>
            {current ? t('account.switchSupplier.current', { company: current.company }) : '...'}
          </p>
          {swap.isError ? (
            <p role="alert" className={styles.alert}>
              {t('account.switchSupplier.failed')}
            </p>
          ) : null}
          <SelectField
            label={t('account.switchSupplier.label')}
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
            disabled={suppliers.isPending}
          >
            {/* The acting supplier first, the others in the language's alphabetical order. */}
            {[
              ...list.slice(0, 1),
              ...inTextOrder(list.slice(1), (supplier) => supplier.company),
            ].map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.company}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            variant="secondary"
            disabled={swap.isPending || !selected || selected === current?.id}
          >
            {swap.isPending
              ? t('account.switchSupplier.switching')
              : t('account.switchSupplier.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The same choice in the user menu: one button per other supplier of the group. */
export function SupplierSwitchMenu({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const suppliers = useSwitchableSuppliers();
  const swap = useSupplierSwap();
  const list = suppliers.data?.get_suppliers ?? [];
  if (list.length < 2) return null;
  const [current, ...others] = list;

  return (
    <div className={styles.menuSection}>
      <p id={headingId} className={styles.menuHeading}>
        {t('account.switchSupplier.heading')}
      </p>
      <ul className={styles.menuList} aria-labelledby={headingId}>
        <li>
          <span className={styles.menuItem} aria-current="true">
            {current?.company}
          </span>
        </li>
        {others.map((supplier) => (
          <li key={supplier.id}>
            <button
              type="button"
              className={styles.menuItem}
              disabled={swap.isPending}
              onClick={() => {
                swap.mutate(supplier.id, { onSuccess: () => onSwitch?.() });
              }}
            >
              {supplier.company}
            </button>
          </li>
        ))}
      </ul>
      {swap.isError ? (
        <p role="alert" className={styles.menuHeading}>
          {t('account.switchSupplier.failed')}
        </p>
      ) : null}
    </div>
  );
}
