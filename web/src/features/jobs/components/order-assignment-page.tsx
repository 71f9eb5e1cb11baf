import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Spinner } from '../../../shared/components/spinner';
import { useAssignmentDefaults } from '../api/get-assignment-defaults';
import { OrderAssignmentForm } from './order-assignment-form';
import styles from './jobs.module.css';

/** /services: the order form, once its starting values (supplier and user) are in. */
export function OrderAssignmentPage() {
  const { t } = useTranslation();
  const defaults = useAssignmentDefaults();
  if (defaults.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size={32} />
        {t('common.loading')}
      </p>
    );
  }
  if (defaults.isError) {
    return (
      <div role="alert" className={styles.section}>
        <p>{t('jobs.order.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void defaults.refetch()}>
          {t('jobs.overview.retry')}
        </Button>
      </div>
    );
  }
  return <OrderAssignmentForm defaults={defaults.data.get_assignment_defaults} />;
}
