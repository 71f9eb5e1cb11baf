import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleInboxSummary } from '../api/console-inbox-summary';
import styles from './inbox.module.css';

/** One kind of work waiting: its count, what it is, and where it is done when there is a place. */
function Tile({
  count,
  label,
  note,
  to,
}: {
  count: number;
  label: string;
  note?: string;
  to?: { href: string } | { route: string };
}) {
  const { t } = useTranslation();
  const content: ReactNode = (
    <>
      <span className={styles.count}>{t('consoleInbox.count', { count })}</span>
      <span className={styles.label}>{label}</span>
      {note ? <span className={styles.note}>{note}</span> : null}
    </>
  );
  const className = `${styles.tile} ${count > 0 ? styles.waiting : ''}`;
  if (!to) return <div className={className}>{content}</div>;
  return 'route' in to ? (
    <Link className={className} to={to.route}>
      {content}
    </Link>
  ) : (
    <a className={className} href={to.href}>
      {content}
    </a>
  );
}

/** The inbox's counts across every customer, each leading to where the work is done. */
export function InboxSummary() {
  const { t } = useTranslation();
  const summary = useConsoleInboxSummary();
  const counts = summary.data?.console_inbox_summary;
  if (!counts) return null;
  return (
    <section aria-labelledby="inbox-summary-heading">
      <h2 id="inbox-summary-heading" className="visually-hidden">
        {t('consoleInbox.heading')}
      </h2>
      <ul className={styles.tiles}>
        <li>
          <Tile
            count={counts.pending_access_requests}
            label={t('consoleInbox.accessRequests')}
            to={{ href: '#access-requests' }}
          />
        </li>
        <li>
          <Tile
            count={counts.new_orders}
            label={t('consoleInbox.newOrders')}
            to={{ href: '#new-orders' }}
          />
        </li>
        <li>
          <Tile
            count={counts.open_holds}
            label={t('consoleInbox.openHolds')}
            note={t('consoleInbox.overdueHolds', { count: counts.overdue_holds })}
            to={{ href: '#open-holds' }}
          />
        </li>
        <li>
          <Tile
            count={counts.failed_mails}
            label={t('consoleInbox.failedMails')}
            to={{ href: '#failed-mails' }}
          />
        </li>
        <li>
          <Tile
            count={counts.failing_webhook_endpoints}
            label={t('consoleInbox.failingWebhooks')}
            to={{ href: '#failing-webhooks' }}
          />
        </li>
      </ul>
    </section>
  );
}
