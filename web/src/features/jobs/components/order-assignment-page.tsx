import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/components/spinner';
import { useAssignmentDefaults } from '../api/get-assignment-defaults';
import { OrderAssignmentForm } from './order-assignment-form';
import styles from './jobs.module.css';
import { ErrorState } from '../../../shared/components/error-state';

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
      <ErrorState
        message={t('jobs.order.loadFailed')}
        onRetry={() => void defaults.refetch()}
        retrying={defaults.isFetching}
      />
    );
  }
  return <OrderAssignmentForm defaults={defaults.data.get_assignment_defaults} />;
}
