import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  WebhookDeliveryFieldsFragment,
  WebhookDeliverySort,
  WebhookDeliveryStatus,
} from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useWebhookDeliveryPage } from '../api/get-webhook-delivery-page';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import managementPage from '../../../shared/styles/management-page.module.css';
import styles from './webhooks.module.css';

const deliveryPageSize = 20;
const deliveryStatuses: WebhookDeliveryStatus[] = ['PENDING', 'DELIVERED', 'FAILED'];

/** The log's view in the address: ?log_q=&log_sort=&log_dir=&log_page=&status= */
const deliveryListOptions: ListOptions<WebhookDeliverySort, 'status'> = {
  sorts: ['created', 'event_type', 'status', 'response_status', 'attempts', 'last_attempt'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
  filters: ['status'],
  prefix: 'log_',
};

const statusTone: Record<WebhookDeliveryStatus, StatusTone> = {
  PENDING: 'created',
  DELIVERED: 'active',
  FAILED: 'default',
};

function isDeliveryStatus(value: string | null): value is WebhookDeliveryStatus {
  return deliveryStatuses.some((status) => status === value);
}

interface DeliveryLogProps {
  endpoint: { id: string; url: string };
  /** Says a redelivery was queued. */
  onSucceeded: (text: string) => void;
  /** Says a redelivery was refused. */
  onFailed: (text: string) => void;
}

/** One endpoint's deliveries: paged, sorted, filtered by status, exported, redelivered. */
export function DeliveryLog({ endpoint, onSucceeded, onFailed }: DeliveryLogProps) {
  const { t, i18n } = useTranslation();
  const list = useListView(deliveryListOptions);
  const { view } = list;
  const status = isDeliveryStatus(view.filters.status) ? view.filters.status : null;
  const deliveries = useWebhookDeliveryPage({
    endpoint_id: endpoint.id,
    filter: { text: view.text || null, status },
    page: view.page,
    page_size: deliveryPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const redeliver = useRedeliverWebhook();
  const dateTime = (value: string | null | undefined) =>
    value ? formatDateTime(value, i18n.resolvedLanguage ?? i18n.language) : '';

  const onRedeliver = (delivery: WebhookDeliveryFieldsFragment) =>
    redeliver.mutate(delivery.id, {
      onSuccess: () => onSucceeded(t('webhooks.notices.redelivered')),
      onError: () => onFailed(t('webhooks.errors.failed')),
    });

  const columns: DataTableColumn<WebhookDeliveryFieldsFragment, WebhookDeliverySort>[] = [
    {
      key: 'created',
      header: t('webhooks.deliveries.columns.created'),
      sort: 'created',
      rowHeader: true,
      cell: (delivery) => dateTime(delivery.created_at),
    },
    {
      key: 'event',
      header: t('webhooks.deliveries.columns.event'),
      sort: 'event_type',
      cell: (delivery) => (
        <>
          <code>{delivery.event_type}</code>
          <br />
          <small className={styles.url}>{delivery.event_id}</small>
        </>
      ),
    },
    {
      key: 'status',
      header: t('webhooks.deliveries.columns.status'),
      sort: 'status',
      cell: (delivery) => (
        <StatusTag tone={statusTone[delivery.status]}>
          {t(`webhooks.deliveries.status.${delivery.status.toLowerCase()}`)}
        </StatusTag>
      ),
    },
    {
      key: 'response',
      header: t('webhooks.deliveries.columns.responseStatus'),
      sort: 'response_status',
      cell: (delivery) =>
        delivery.response_status ??
        (delivery.attempts > 0 ? t('webhooks.deliveries.noResponse') : ''),
    },
    {
      key: 'attempts',
      header: t('webhooks.deliveries.columns.attempts'),
      sort: 'attempts',
      cell: (delivery) => delivery.attempts,
    },
    {
      key: 'lastAttempt',
      header: t('webhooks.deliveries.columns.lastAttempt'),
      sort: 'last_attempt',
      cell: (delivery) => dateTime(delivery.last_attempt_at),
    },
    {
      key: 'actions',
      rowActions: true,
      header: t('webhooks.deliveries.columns.actions'),
      className: managementPage.actions,
      cell: (delivery) =>
        delivery.status === 'PENDING' ? null : (
          <Button
            variant="secondary"
            onClick={() => onRedeliver(delivery)}
            disabled={redeliver.isPending}
            aria-label={t('webhooks.deliveries.redeliverFor', { id: delivery.event_id })}
          >
            {t('webhooks.deliveries.redeliver')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="webhooks-deliveries" className={managementPage.section}>
      <h2 id="webhooks-deliveries" className={`${managementPage.heading} ${styles.url}`}>
        {t('webhooks.deliveries.titleFor', { url: endpoint.url })}
      </h2>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('webhooks.deliveries.filter')}
            hint={t('webhooks.deliveries.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="webhook-deliveries"
            query={exportQueryOf(
              { ...view, filters: {} },
              { endpoint_id: endpoint.id, status: status?.toLowerCase() },
            )}
            disabled={!deliveries.data || deliveries.data.get_webhook_delivery_page.total === 0}
          />
        }
      >
        <SelectField
          label={t('webhooks.deliveries.statusFilter')}
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
        >
          <option value="">{t('webhooks.deliveries.allStatuses')}</option>
          {deliveryStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`webhooks.deliveries.status.${value.toLowerCase()}`)}
            </option>
          ))}
        </SelectField>
      </ListFilterBar>
      {deliveries.isPending ? (
        <div role="status" className={managementPage.loading}>
          <Spinner size={40} />
          <span>{t('common.loading')}</span>
        </div>
      ) : deliveries.isError ? (
        <ErrorState
          message={t('webhooks.errors.loadFailed')}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : (
        <DataTable
          caption={t('webhooks.deliveries.caption')}
          columns={columns}
          rows={deliveries.data.get_webhook_delivery_page.deliveries}
          rowKey={(delivery) => delivery.id}
          total={deliveries.data.get_webhook_delivery_page.total}
          page={view.page}
          pageSize={deliveryPageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
        />
      )}
    </section>
  );
}
