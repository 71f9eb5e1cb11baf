import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleFailingWebhookEndpointsQuery } from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { paths } from '../../../shared/routing/paths';
import { useConsoleFailingWebhookEndpoints } from '../api/console-failing-webhook-endpoints';
import consoleStyles from './console.module.css';
import styles from './inbox.module.css';

type FailingEndpoint =
  ConsoleFailingWebhookEndpointsQuery['console_failing_webhook_endpoints']['items'][number];
const pageSize = 10;

/** What became of an endpoint: still tried, switched off for failing, or off by the customer. */
function stateKey(endpoint: FailingEndpoint): string {
  if (endpoint.enabled) return 'consoleInbox.webhooks.failing';
  return endpoint.disabled_reason === 'failing'
    ? 'consoleInbox.webhooks.switchedOff'
    : 'consoleInbox.webhooks.offByCustomer';
}

/** Customers' webhook endpoints that fail: the account manager's cue to call the customer. */
export function FailingWebhookList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const endpoints = useConsoleFailingWebhookEndpoints({ page, page_size: pageSize });
  const columns: DataTableColumn<FailingEndpoint, 'default'>[] = [
    {
      key: 'customer',
      header: t('consoleInbox.webhooks.customer'),
      rowHeader: true,
      cell: (endpoint) => (
        <Link to={paths.consoleCustomer(endpoint.supplier_id)}>{endpoint.customer}</Link>
      ),
    },
    {
      key: 'url',
      header: t('consoleInbox.webhooks.url'),
      cell: (endpoint) => <span className={styles.error}>{endpoint.url}</span>,
    },
    {
      key: 'state',
      header: t('consoleInbox.webhooks.state'),
      cell: (endpoint) => (
        <>
          {t(stateKey(endpoint))}
          <span className={consoleStyles.secondary}>
            {t('consoleInbox.webhooks.failedEvents', {
              count: endpoint.consecutive_failed_events,
            })}
          </span>
        </>
      ),
    },
  ];
  const list = endpoints.data?.console_failing_webhook_endpoints;
  return (
    <section className={consoleStyles.section} aria-labelledby="failing-webhooks">
      <h2 id="failing-webhooks" className={consoleStyles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.webhooks.heading')}
      </h2>
      <p className={consoleStyles.pageIntro}>{t('consoleInbox.webhooks.intro')}</p>
      {endpoints.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {list ? (
        <DataTable
          caption={t('consoleInbox.webhooks.caption')}
          columns={columns}
          rows={list.items}
          rowKey={(endpoint) => endpoint.id}
          total={list.total}
          page={page}
          pageSize={pageSize}
          sort="default"
          direction="DESC"
          onSort={() => undefined}
          onPage={setPage}
          empty={t('consoleInbox.webhooks.empty')}
        />
      ) : null}
    </section>
  );
}
