import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type {
  GetReportSubscriptionPageQuery,
  ReportSubscriptionSort,
} from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import {
  ListCompanySelect,
  ListExportButtons,
  ListTextFilter,
} from '../../../shared/lists/list-toolbar';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { RowMenu } from '../../../shared/lists/row-menu';
import { useListView } from '../../../shared/lists/use-list-view';
import { useReportSubscriptionPage } from '../api/get-report-subscription-page';
import { useReportFormat } from '../hooks/use-report-format';
import styles from './reports.module.css';

type Subscription =
  GetReportSubscriptionPageQuery['get_report_subscription_page']['subscriptions'][number];

const subscriptionsPageSize = 20;

/** The list's view in the address: ?q=&company=&sort=&dir=&page= */
const subscriptionListOptions: ListOptions<ReportSubscriptionSort, 'company'> = {
  sorts: ['created', 'report', 'interval', 'department', 'created_by', 'status'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
  filters: ['company'],
};

/** A regular report as its row and its buttons name it: "Complete report, Monthly". */
function subscriptionLabel(
  t: (key: string) => string,
  subscription: Pick<Subscription, 'kind' | 'interval'>,
): string {
  return `${t(`reports.kinds.${subscription.kind}`)}, ${t(`reports.intervals.${subscription.interval}`)}`;
}

/** The regular report the delete dialog asks about, named as its row names it. */
export interface DeleteCandidate {
  id: string;
  label: string;
  recipients: string[];
}

interface ReportSubscriptionListProps {
  onDelete(candidate: DeleteCandidate): void;
  onTakeOver(id: string): void;
  /** The regular report being taken over, if any. */
  takingOver: string | null;
}

/**
 * The regular reports, newest first unless sorted otherwise, searched, paged and exported on the
 * server, each with its take-over (when paused) and delete buttons.
 */
export function ReportSubscriptionList(props: ReportSubscriptionListProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const list = useListView(subscriptionListOptions);
  const { view } = list;
  const subscriptions = useReportSubscriptionPage({
    filter: { text: view.text || null, supplier_id: view.filters.company },
    page: view.page,
    page_size: subscriptionsPageSize,
    sort: view.sort,
    direction: view.direction,
  });

  const columns: DataTableColumn<Subscription, ReportSubscriptionSort>[] = [
    {
      key: 'report',
      header: t('reports.subscriptions.report'),
      sort: 'report',
      rowHeader: true,
      cell: (subscription) => t(`reports.kinds.${subscription.kind}`),
    },
    {
      key: 'interval',
      header: t('reports.subscriptions.interval'),
      sort: 'interval',
      cell: (subscription) => t(`reports.intervals.${subscription.interval}`),
    },
    {
      key: 'department',
      header: t('reports.columns.department'),
      sort: 'department',
      cell: (subscription) => subscription.department ?? t('reports.overview.wholeGroup'),
    },
    {
      key: 'scope',
      header: t('reports.columns.scope'),
      cell: (subscription) => t(`reports.dateColumns.${subscription.date_column}`),
    },
    {
      key: 'recipients',
      header: t('reports.columns.recipient'),
      className: styles.wrap,
      cell: (subscription) => subscription.recipients.join(', '),
    },
    {
      key: 'createdBy',
      header: t('reports.subscriptions.createdBy'),
      sort: 'created_by',
      cell: (subscription) => subscription.created_by,
    },
    {
      key: 'created',
      header: t('reports.columns.created'),
      sort: 'created',
      className: styles.nowrap,
      cell: (subscription) => format.date(subscription.created),
    },
    {
      key: 'status',
      header: t('reports.columns.status'),
      sort: 'status',
      cell: (subscription) =>
        subscription.status === 'PAUSED' ? (
          <>
            <div>
              {t('reports.subscriptions.pausedSince', {
                date: subscription.paused_at ? format.date(subscription.paused_at) : '',
              })}
            </div>
            {subscription.paused_reason ? (
              <div>{t(`reports.subscriptions.pausedReasons.${subscription.paused_reason}`)}</div>
            ) : null}
          </>
        ) : (
          t('reports.subscriptions.active')
        ),
    },
    {
      key: 'actions',
      rowActions: true,
      header: t('reports.columns.actions'),
      cell: (subscription) => {
        const label = subscriptionLabel(t, subscription);
        return (
          <div className={styles.actions}>
            {subscription.status === 'PAUSED' ? (
              <Button
                variant="secondary"
                onClick={() => props.onTakeOver(subscription.id)}
                disabled={props.takingOver !== null}
                aria-label={t('reports.subscriptions.takeOverFor', { name: label })}
              >
                {props.takingOver === subscription.id
                  ? t('reports.subscriptions.takingOver')
                  : t('reports.subscriptions.takeOver')}
              </Button>
            ) : null}
            <RowMenu
              label={t('lists.rowMenu.actionsFor', { name: label })}
              items={[
                {
                  label: t('reports.subscriptions.delete'),
                  // The page's dialog asks, naming the recipients who stop getting it.
                  destructive: true,
                  onSelect: () =>
                    props.onDelete({
                      id: subscription.id,
                      label,
                      recipients: subscription.recipients,
                    }),
                },
              ]}
            />
          </div>
        );
      },
    },
  ];

  if (subscriptions.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (subscriptions.isError) {
    return (
      <ErrorState
        message={t('errors.fetchReports')}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  const page = subscriptions.data.get_report_subscription_page;
  if (page.total === 0 && !view.text && !view.filters.company)
    return <p>{t('reports.subscriptions.empty')}</p>;
  return (
    <>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            hint={t('reports.subscriptions.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="report-subscriptions"
            query={exportQueryOf({ ...view, filters: {} }, { supplier_id: view.filters.company })}
            disabled={page.total === 0}
          />
        }
      >
        <ListCompanySelect
          companies={page.companies}
          value={view.filters.company}
          onChange={(company) => list.setFilter('company', company)}
        />
      </ListFilterBar>
      <DataTable
        caption={t('reports.subscriptions.caption')}
        columns={columns}
        rows={page.subscriptions}
        rowKey={(subscription) => subscription.id}
        total={page.total}
        page={view.page}
        pageSize={subscriptionsPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
    </>
  );
}
