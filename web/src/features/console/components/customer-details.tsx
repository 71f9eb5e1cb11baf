import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCustomerQuery } from '../../../shared/graphql/generated/graphql';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { paths } from '../../../shared/routing/paths';
import { customerGroupText, customerUsersText } from '../lib/customer-texts';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

export type ConsoleCustomer = ConsoleCustomerQuery['console_customer'];

/** What staff look up first: the organisation number, the group, its users and since when. */
export function CustomerDetails({ customer }: { customer: ConsoleCustomer }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const group = customerGroupText(t, customer);
  const rows: [string, ReactNode][] = [
    [t('console.customers.columns.orgNumber'), customer.org_number ?? '–'],
    [
      t('console.customers.customer.group'),
      customer.master_id && group ? (
        <Link to={paths.consoleCustomer(customer.master_id)}>{group}</Link>
      ) : (
        (group ?? t('console.customers.customer.noGroup'))
      ),
    ],
    [t('console.customers.columns.users'), customerUsersText(t, customer)],
    [
      t('console.customers.columns.lastSignIn'),
      customer.last_sign_in_at
        ? formatDateTime(customer.last_sign_in_at, language)
        : t('console.customers.never'),
    ],
    [t('console.customers.columns.since'), formatDate(customer.created_at, language)],
  ];
  return (
    <section className={styles.section} aria-labelledby="console-customer-details">
      <h2 id="console-customer-details" className={styles.sectionHeading}>
        {t('console.customers.customer.details')}
      </h2>
      <dl className={pageStyles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={pageStyles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
