import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type {
  AccessRequestStatus,
  ConsoleAccessRequestSort,
} from '../../../shared/graphql/generated/graphql';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleAccessRequests } from '../api/console-access-requests';
import { consoleExports } from '../api/console-exports';
import { useAccessRequestColumns, type InboxRequest } from './access-request-columns';
import { ApproveRequestDialog } from './approve-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import styles from './console.module.css';

const statuses: readonly AccessRequestStatus[] = ['pending', 'approved', 'rejected'];
const inboxPageSize = 20;

/** The inbox's view in the address: ?status=&q=&sort=&dir=&page= */
const inboxOptions: ListOptions<ConsoleAccessRequestSort, 'status'> = {
  sorts: ['created_at', 'company_name', 'email', 'decided_at'],
  defaultSort: 'created_at',
  defaultDirection: 'ASC',
  filters: ['status'],
};

type Decision = { kind: 'approve' | 'reject'; request: InboxRequest } | null;

/** Access requests waiting for the provider (or decided), with approve and reject. */
export function AccessRequestInbox({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation();
  const list = useListView(inboxOptions);
  const { view } = list;
  const status = statuses.find((value) => value === view.filters.status) ?? 'pending';
  const [decision, setDecision] = useState<Decision>(null);
  const feedback = useActionNotice();
  const requests = useConsoleAccessRequests({
    status,
    text: view.text || null,
    page: view.page,
    page_size: inboxPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const columns = useAccessRequestColumns({
    status,
    canDecide,
    onDecide: (kind, request) => {
      feedback.clear();
      setDecision({ kind, request });
    },
  });

  if (requests.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (requests.isError) {
    return (
      <ErrorState
        message={t('console.inbox.loadFailed')}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  const page = requests.data.console_access_requests;
  const decided = (message: string) => {
    setDecision(null);
    feedback.succeeded(message);
  };
  return (
    <>
      <ActionNotice notice={feedback.notice} />
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('console.inbox.filter')}
            hint={t('console.inbox.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="access-requests"
            query={exportQueryOf(view, { status })}
            target={consoleExports}
            disabled={!requests.data?.console_access_requests.total}
          />
        }
      >
        <SelectField
          label={t('console.inbox.status')}
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        >
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`console.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </ListFilterBar>
      <DataTable
        caption={t('console.inbox.caption', { status: t(`console.status.${status}`) })}
        columns={columns}
        rows={page.items}
        rowKey={(request) => request.id}
        total={page.total}
        page={view.page}
        pageSize={inboxPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t(`console.inbox.empty.${status}`)}
      />
      {decision?.kind === 'approve' ? (
        <ApproveRequestDialog
          request={decision.request}
          onClose={() => setDecision(null)}
          onApproved={(email) => decided(t('console.approve.done', { email }))}
        />
      ) : null}
      {decision?.kind === 'reject' ? (
        <RejectRequestDialog
          request={decision.request}
          onClose={() => setDecision(null)}
          onRejected={() =>
            decided(t('console.reject.done', { company: decision.request.company_name }))
          }
        />
      ) : null}
    </>
  );
}
