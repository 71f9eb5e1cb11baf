import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateInputField } from '../../../shared/components/date-field';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { PageHeader } from '../../../shared/components/page-header';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleStaffLogQuery } from '../../../shared/graphql/generated/graphql';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import {
  exportQueryOf,
  isFiltered,
  type ListOptions,
  type ListView,
} from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { consoleExports } from '../api/console-exports';
import { useConsoleMe } from '../api/console-me';
import { useConsoleStaffLog } from '../api/console-staff-log';
import { staffLogActions } from '../lib/staff-log-actions';
import styles from './console.module.css';

type LogEntry = ConsoleStaffLogQuery['console_staff_log']['items'][number];
const logPageSize = 50;

/** The log's view in the address: ?action=&from=&to=&q=&page= (newest first, always). */
const logOptions: ListOptions<'occurred_at', 'action' | 'from' | 'to'> = {
  sorts: ['occurred_at'],
  defaultSort: 'occurred_at',
  defaultDirection: 'DESC',
  filters: ['action', 'from', 'to'],
};

/** The log's filters for its file: it has one order (newest first), so no sort to send. */
function logExportQuery(view: ListView<'occurred_at', 'action' | 'from' | 'to'>) {
  const query = exportQueryOf(view);
  query.delete('sort');
  query.delete('direction');
  return query;
}

function useLogColumns(): DataTableColumn<LogEntry, 'occurred_at'>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return [
    {
      key: 'time',
      header: t('consoleLog.columns.time'),
      noWrap: true,
      cell: (entry) => formatDateTimeForColumn(entry.occurred_at, language),
    },
    {
      key: 'staff',
      header: t('consoleLog.columns.staff'),
      rowHeader: true,
      cell: (entry) => entry.staff_name,
    },
    {
      key: 'action',
      header: t('consoleLog.columns.action'),
      cell: (entry) => t(`consoleLog.actions.${entry.action}`, { defaultValue: entry.action }),
    },
    {
      key: 'target',
      header: t('consoleLog.columns.target'),
      cell: (entry) => (
        <>
          {entry.target_label}
          {entry.customer && entry.supplier_id ? (
            <span className={styles.secondary}>
              <Link to={paths.consoleCustomer(entry.supplier_id)}>{entry.customer}</Link>
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'address',
      header: t('consoleLog.columns.address'),
      cell: (entry) => entry.ip_address,
    },
  ];
}

function StaffLog() {
  const { t } = useTranslation();
  const list = useListView(logOptions);
  const { view } = list;
  const columns = useLogColumns();
  const log = useConsoleStaffLog({
    text: view.text || null,
    action: view.filters.action || null,
    from: view.filters.from || null,
    to: view.filters.to || null,
    page: view.page,
    page_size: logPageSize,
  });
  if (log.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (log.isError) {
    return (
      <ErrorState
        message={t('consoleLog.loadFailed')}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  }
  const page = log.data.console_staff_log;
  return (
    <section className={styles.section}>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleLog.filter')}
            hint={t('consoleLog.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="staff-log"
            query={logExportQuery(view)}
            target={consoleExports}
            disabled={page.total === 0}
          />
        }
      >
        <SelectField
          label={t('consoleLog.columns.action')}
          value={view.filters.action ?? ''}
          onChange={(event) => list.setFilter('action', event.target.value || null)}
        >
          <option value="">{t('consoleLog.allActions')}</option>
          {staffLogActions.map((action) => (
            <option key={action} value={action}>
              {t(`consoleLog.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <DateInputField
          label={t('consoleLog.from')}
          value={view.filters.from ?? ''}
          max={view.filters.to ?? undefined}
          onChange={(day) => list.setFilter('from', day || null)}
        />
        <DateInputField
          label={t('consoleLog.to')}
          value={view.filters.to ?? ''}
          min={view.filters.from ?? undefined}
          onChange={(day) => list.setFilter('to', day || null)}
        />
      </ListFilterBar>
      <DataTable
        caption={t('consoleLog.caption')}
        columns={columns}
        rows={page.items}
        rowKey={(entry) => entry.id}
        total={page.total}
        page={view.page}
        pageSize={logPageSize}
        sort="occurred_at"
        direction="DESC"
        onSort={() => undefined}
        onPage={list.setPage}
        empty={t('consoleLog.empty')}
      />
    </section>
  );
}

/** The provider's own log of what staff did in the console: administrators only. */
export function ConsoleStaffLogPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleLog.title')} />
      <p className={styles.pageIntro}>{t('consoleLog.intro')}</p>
      {role === 'administrator' ? <StaffLog /> : null}
      {role && role !== 'administrator' ? (
        <p className={styles.readOnly}>{t('consoleLog.administratorsOnly')}</p>
      ) : null}
    </div>
  );
}
