import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { Spinner } from '../../../shared/components/spinner';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { useDeleteReportSubscription } from '../api/delete-report-subscription';
import { useReportSubscriptions } from '../api/get-report-subscriptions';
import { useTakeOverReportSubscription } from '../api/take-over-report-subscription';
import { useReportFormat } from '../hooks/use-report-format';
import { CreateSubscriptionForm } from './create-subscription-form';
import styles from './reports.module.css';
import { ErrorState } from '../../../shared/components/error-state';
import { TableScroll } from '../../../shared/components/table-scroll';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The regular report the delete dialog asks about, named as its row names it. */
interface DeleteCandidate {
  id: string;
  label: string;
  recipients: string[];
}

function refusalText(error: Error, fallback: string): string {
  return error instanceof GraphQLRequestError && error.code === 'SUBSCRIPTION_LIMIT_REACHED'
    ? 'reports.subscriptions.limitReached'
    : fallback;
}

/**
 * /report-subscriptions: regular reports, created, listed and deleted. A paused one (its creator
 * can no longer order it) shows why, and can be taken over by the user.
 */
export function ReportSubscriptionsPage() {
  const { t } = useTranslation();
  const subscriptions = useReportSubscriptions();
  const deleteSubscription = useDeleteReportSubscription();
  const takeOver = useTakeOverReportSubscription();
  const format = useReportFormat();
  const [notice, setNotice] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<DeleteCandidate | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onDelete = () => {
    if (!toDelete) return;
    setNotice(null);
    deleteSubscription.mutate(toDelete.id, {
      onSuccess: () => setNotice({ kind: 'success', text: t('reports.subscriptions.deleted') }),
      onError: () => setNotice({ kind: 'error', text: t('errors.deleteRegularReport') }),
      onSettled: () => setToDelete(null),
    });
  };

  const onTakeOver = (id: string) => {
    if (takeOver.isPending) return;
    setNotice(null);
    takeOver.mutate(id, {
      onSuccess: () => setNotice({ kind: 'success', text: t('reports.subscriptions.takenOver') }),
      onError: (error) =>
        setNotice({ kind: 'error', text: t(refusalText(error, 'errors.takeOverRegularReport')) }),
    });
  };

  return (
    <div className={styles.page}>
      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'success' ? styles.notice : styles.alert}
          role={notice.kind === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading" className={styles.heading}>
          {t('reports.subscriptions.listHeading')}
        </h2>
        {subscriptions.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : subscriptions.isError ? (
          <ErrorState
            message={t('errors.fetchReports')}
            onRetry={() => void subscriptions.refetch()}
            retrying={subscriptions.isFetching}
          />
        ) : !subscriptions.data.get_report_subscriptions.length ? (
          <p>{t('reports.subscriptions.empty')}</p>
        ) : (
          <TableScroll label={t('reports.subscriptions.caption')}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('reports.subscriptions.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.subscriptions.report')}</th>
                  <th scope="col">{t('reports.subscriptions.interval')}</th>
                  <th scope="col">{t('reports.columns.department')}</th>
                  <th scope="col">{t('reports.columns.scope')}</th>
                  <th scope="col">{t('reports.columns.recipient')}</th>
                  <th scope="col">{t('reports.subscriptions.createdBy')}</th>
                  <th scope="col">{t('reports.columns.status')}</th>
                  <th scope="col">{t('reports.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {subscriptions.data.get_report_subscriptions.map((subscription) => {
                  const label = `${t(`reports.kinds.${subscription.kind}`)}, ${t(`reports.intervals.${subscription.interval}`)}`;
                  return (
                    <tr key={subscription.id}>
                      <th scope="row">{t(`reports.kinds.${subscription.kind}`)}</th>
                      <td>{t(`reports.intervals.${subscription.interval}`)}</td>
                      <td>{subscription.department ?? t('reports.overview.wholeGroup')}</td>
                      <td>{t(`reports.dateColumns.${subscription.date_column}`)}</td>
                      <td className={styles.wrap}>{subscription.recipients.join(', ')}</td>
                      <td>
                        {subscription.created_by}, {format.date(subscription.created)}
                      </td>
                      <td>
                        {subscription.status === 'PAUSED' ? (
                          <>
                            <div>
                              {t('reports.subscriptions.pausedSince', {
                                date: subscription.paused_at
                                  ? format.date(subscription.paused_at)
                                  : '',
                              })}
                            </div>
                            {subscription.paused_reason ? (
                              <div>
                                {t(
                                  `reports.subscriptions.pausedReasons.${subscription.paused_reason}`,
                                )}
                              </div>
                            ) : null}
                          </>
                        ) : (
                          t('reports.subscriptions.active')
                        )}
                      </td>
                      <td>
                        <div className={styles.actions}>
                          {subscription.status === 'PAUSED' ? (
                            <Button
                              variant="secondary"
                              onClick={() => onTakeOver(subscription.id)}
                              disabled={takeOver.isPending}
                              aria-label={t('reports.subscriptions.takeOverFor', { name: label })}
                            >
                              {takeOver.isPending && takeOver.variables === subscription.id
                                ? t('reports.subscriptions.takingOver')
                                : t('reports.subscriptions.takeOver')}
                            </Button>
                          ) : null}
                          <Button
                            variant="danger"
                            onClick={() =>
                              setToDelete({
                                id: subscription.id,
                                label,
                                recipients: subscription.recipients,
                              })
                            }
                            aria-label={t('reports.subscriptions.deleteFor', { name: label })}
                          >
                            {t('reports.subscriptions.delete')}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <CreateSubscriptionForm
        onSubmitted={() => setNotice(null)}
        onCreated={() => setNotice({ kind: 'success', text: t('reports.subscriptions.created') })}
        onFailed={(error) =>
          setNotice({ kind: 'error', text: t(refusalText(error, 'errors.createRegularReport')) })
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={
          toDelete
            ? t('reports.subscriptions.deleteFor', { name: toDelete.label })
            : t('reports.subscriptions.deleteTitle')
        }
        message={[
          t('confirmations.deleteRegularReport'),
          toDelete
            ? t('reports.subscriptions.deleteRecipients', {
                recipients: toDelete.recipients.join(', '),
              })
            : '',
        ]
          .join(' ')
          .trim()}
        confirmLabel={
          deleteSubscription.isPending
            ? t('reports.subscriptions.deleting')
            : t('reports.subscriptions.delete')
        }
        destructive
        pending={deleteSubscription.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
