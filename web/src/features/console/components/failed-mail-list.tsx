import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import type { ConsoleFailedMailsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { useConsoleFailedMails } from '../api/console-failed-mails';
import { useRetryMail } from '../api/console-retry-mail';
import styles from './inbox.module.css';
import consoleStyles from './console.module.css';

type FailedMail = ConsoleFailedMailsQuery['console_failed_mails']['items'][number];
const pageSize = 10;

/** Mails the mailer could not send yet, with "Send again" for those who may act. */
export function FailedMailList({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [page, setPage] = useState(1);
  const mails = useConsoleFailedMails({ page, page_size: pageSize });
  const retry = useRetryMail();
  const feedback = useActionNotice();

  const columns: DataTableColumn<FailedMail, 'default'>[] = [
    {
      key: 'recipient',
      header: t('consoleInbox.mails.recipient'),
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
      cell: (mail) => (
        <>
          <span className={styles.error}>{mail.last_error}</span>
          <span className={consoleStyles.secondary}>
            {t('consoleInbox.mails.attempts', { count: mail.attempts })}
          </span>
        </>
      ),
    },
    {
      key: 'queued',
      header: t('consoleInbox.mails.queued'),
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

  const list = mails.data?.console_failed_mails;
  return (
    <section className={consoleStyles.section} aria-labelledby="failed-mails">
      <h2 id="failed-mails" className={consoleStyles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.mails.heading')}
      </h2>
      <p className={consoleStyles.pageIntro}>{t('consoleInbox.mails.intro')}</p>
      <ActionNotice notice={feedback.notice} />
      {mails.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {list ? (
        <DataTable
          caption={t('consoleInbox.mails.caption')}
          columns={columns}
          rows={list.items}
          rowKey={(mail) => mail.id}
          total={list.total}
          page={page}
          pageSize={pageSize}
          sort="default"
          direction="DESC"
          onSort={() => undefined}
          onPage={setPage}
          empty={t('consoleInbox.mails.empty')}
        />
      ) : null}
    </section>
  );
}
