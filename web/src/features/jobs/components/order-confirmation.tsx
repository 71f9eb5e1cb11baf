import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { paths } from '../../../shared/routing/paths';
import styles from './jobs.module.css';

export interface Ordered {
  id: string;
  jobNumber: string;
  email: string;
  listFailed?: boolean;
}

/**
 * What the order form turns into once the job is ordered: its number, a link and a new order.
 * It takes the focus when it appears, so a screen reader reads it at once.
 */
export function OrderConfirmation({
  ordered,
  onStartOver,
}: {
  ordered: Ordered;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const confirmation = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => confirmation.current?.focus(), []);
  return (
    <div ref={confirmation} tabIndex={-1} role="status" className={styles.confirmation}>
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
        <Button variant="secondary" onClick={onStartOver}>
          {t('jobs.order.orderAnother')}
        </Button>
      </p>
    </div>
  );
}
