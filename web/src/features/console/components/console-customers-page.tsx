import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useConsoleMe } from '../api/console-me';
import { CustomerCreateForm } from './customer-create-form';
import { CustomerList } from './customer-list';
import styles from './console.module.css';

/**
 * Every customer of the country, with its users counted; each opens its own page. Staff who act
 * add a customer that came without an access request.
 */
export function ConsoleCustomersPage() {
  const { t } = useTranslation();
  const role = useConsoleMe().data?.console_me.role;
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.customers.title')} />
      <p className={styles.pageIntro}>{t('console.customers.intro')}</p>
      <CustomerList />
      {role && role !== 'support' ? <CustomerCreateForm /> : null}
    </div>
  );
}
