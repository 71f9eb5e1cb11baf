import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { CustomerList } from './customer-list';
import styles from './console.module.css';

/** Every customer of the country, with its users counted; each opens its own page. */
export function ConsoleCustomersPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.customers.title')} />
      <p className={styles.pageIntro}>{t('console.customers.intro')}</p>
      <CustomerList />
    </div>
  );
}
