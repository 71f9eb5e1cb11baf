import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import type {
  ConsoleFailedMailSort,
  ConsoleFailedMailsQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { consoleExports } from '../api/console-exports';
import { useConsoleFailedMails } from '../api/console-failed-mails';
import { useRetryMail } from '../api/console-retry-mail';
import styles from './inbox.module.css';
import consoleStyles from './console.module.css';

type FailedMail = ConsoleFailedMailsQuery['console_failed_mails']['items'][number];
const pageSize = 10;

/**
 * The list's view in the address, apart from the inbox's other lists:
 * ?mails-q=&mails-sort=&mails-dir=&mails-page=
 */
const failedMailListOptions: ListOptions<ConsoleFailedMailSort> = {
  sorts: ['created_at', 'recipient', 'attempts'],
  defaultSort: 'created_at',
  defaultDirection: 'DESC',
  prefix: 'mails-',
};

/** Mails the mailer could not send yet, with "Send again" for those who may act. */
export function FailedMailList({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(failedMailListOptions);
  const { view } = list;
  const mails = useConsoleFailedMails({
    text: view.text || null,
    page: view.page,
    page_size: pageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const retry = useRetryMail();
  const feedback = useActionNotice();

  const columns: DataTableColumn<FailedMail, ConsoleFailedMailSort>[] = [
    {
      key: 'recipient',
      header: t('consoleInbox.mails.recipient'),
      sort: 'recipient',
      rowHeader: true,
      cell: (mail) => (
        <>
          {mail.recipient}
          <span className={consoleStyles.secondary}>{mail.subject}</span>
        </>
      ),
    },
    {
      key: 'error',
      header: t('consoleInbox.mails.error'),
      cell: (mail) => <span className={styles.error}>{mail.last_error}</span>,
    },
    {
      key: 'attempts',
      header: t('consoleInbox.mails.columns.attempts'),
      sort: 'attempts',
      cell: (mail) => mail.attempts,
    },
    {
      key: 'queued',
      header: t('consoleInbox.mails.queued'),
      sort: 'created_at',
      noWrap: true,
      cell: (mail) => formatDateTimeForColumn(mail.created_at, language),
    },
  ];
  if (canAct) {
    columns.push({
      key: 'actions',
      header: t('consoleInbox.actions'),
      rowActions: true,
      cell: (mail) => (
        <Button
          variant="secondary"
          disabled={retry.isPending}
          aria-label={t('consoleInbox.mails.retryFor', { recipient: mail.recipient })}
          onClick={() => {
            feedback.clear();
            retry.mutate(
              { id: mail.id },
              {
                onSuccess: () =>
                  feedback.succeeded(
                    t('consoleInbox.mails.retried', { recipient: mail.recipient }),
                  ),
                onError: () => feedback.failed(t('consoleInbox.mails.retryFailed')),
              },
            );
          }}
        >
          {t('consoleInbox.mails.retry')}
        </Button>
      ),
    });
  }

  const page = mails.data?.console_failed_mails;
  return (
    <section className={consoleStyles.section} aria-labelledby="failed-mails">
      <h2 id="failed-mails" className={consoleStyles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.mails.heading')}
      </h2>
      <p className={consoleStyles.pageIntro}>{t('consoleInbox.mails.intro')}</p>
      <ActionNotice notice={feedback.notice} />
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleInbox.mails.filter')}
            hint={t('consoleInbox.mails.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="failed-mails"
            query={exportQueryOf(view)}
            target={consoleExports}
            disabled={!page?.total}
          />
        }
      />
      {mails.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {page ? (
        <DataTable
          caption={t('consoleInbox.mails.caption')}
          columns={columns}
          rows={page.items}
          rowKey={(mail) => mail.id}
          total={page.total}
          page={view.page}
          pageSize={pageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={t(isFiltered(view) ? 'consoleInbox.mails.noMatch' : 'consoleInbox.mails.empty')}
        />
      ) : null}
    </section>
  );
}
