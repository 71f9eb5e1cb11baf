import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  ConsoleFailingWebhookEndpointSort,
  ConsoleFailingWebhookEndpointsQuery,
} from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { consoleExports } from '../api/console-exports';
import { useConsoleFailingWebhookEndpoints } from '../api/console-failing-webhook-endpoints';
import consoleStyles from './console.module.css';
import styles from './inbox.module.css';

type FailingEndpoint =
  ConsoleFailingWebhookEndpointsQuery['console_failing_webhook_endpoints']['items'][number];
const pageSize = 10;

/**
 * The list's view in the address, apart from the inbox's other lists:
 * ?webhooks-q=&webhooks-sort=&webhooks-dir=&webhooks-page=
 */
const failingWebhookListOptions: ListOptions<ConsoleFailingWebhookEndpointSort> = {
  sorts: ['failures', 'customer', 'url'],
  defaultSort: 'failures',
  defaultDirection: 'DESC',
  prefix: 'webhooks-',
};

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
  const list = useListView(failingWebhookListOptions);
  const { view } = list;
  const endpoints = useConsoleFailingWebhookEndpoints({
    text: view.text || null,
    page: view.page,
    page_size: pageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const columns: DataTableColumn<FailingEndpoint, ConsoleFailingWebhookEndpointSort>[] = [
    {
      key: 'customer',
      header: t('consoleInbox.webhooks.customer'),
      sort: 'customer',
      rowHeader: true,
      cell: (endpoint) => (
        <Link to={paths.consoleCustomer(endpoint.supplier_id)}>{endpoint.customer}</Link>
      ),
    },
    {
      key: 'url',
      header: t('consoleInbox.webhooks.url'),
      sort: 'url',
      cell: (endpoint) => <span className={styles.error}>{endpoint.url}</span>,
    },
    {
      key: 'state',
      header: t('consoleInbox.webhooks.state'),
      cell: (endpoint) => t(stateKey(endpoint)),
    },
    {
      key: 'failures',
      header: t('consoleInbox.webhooks.columns.failures'),
      sort: 'failures',
      cell: (endpoint) => endpoint.consecutive_failed_events,
    },
  ];
  const page = endpoints.data?.console_failing_webhook_endpoints;
  return (
    <section className={consoleStyles.section} aria-labelledby="failing-webhooks">
      <h2 id="failing-webhooks" className={consoleStyles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.webhooks.heading')}
      </h2>
      <p className={consoleStyles.pageIntro}>{t('consoleInbox.webhooks.intro')}</p>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleInbox.webhooks.filter')}
            hint={t('consoleInbox.webhooks.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="failing-webhook-endpoints"
            query={exportQueryOf(view)}
            target={consoleExports}
            disabled={!page?.total}
          />
        }
      />
      {endpoints.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {page ? (
        <DataTable
          caption={t('consoleInbox.webhooks.caption')}
          columns={columns}
          rows={page.items}
          rowKey={(endpoint) => endpoint.id}
          total={page.total}
          page={view.page}
          pageSize={pageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={t(
            isFiltered(view) ? 'consoleInbox.webhooks.noMatch' : 'consoleInbox.webhooks.empty',
          )}
        />
      ) : null}
    </section>
  );
}
