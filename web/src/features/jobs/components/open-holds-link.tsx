import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import styles from './jobs.module.css';

/**
 * A job whose units wait on the customer's answer (processing holds) says so beside its status,
 * and leads to those units in the list where they are answered.
 */
export function OpenHoldsLink({ jobId, count }: { jobId: string; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const query = new URLSearchParams({ job: jobId, state: 'open' });
  return (
    <Link className={styles.holdsLink} to={`${paths.unitHolds}?${query.toString()}`}>
      {t('jobs.detail.openHolds', { count })}
    </Link>
  );
}
