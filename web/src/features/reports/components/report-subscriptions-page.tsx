import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type { ReportInterval } from '../../../shared/graphql/generated/graphql';
import { useCreateReportSubscription } from '../api/create-report-subscription';
import { useDeleteReportSubscription } from '../api/delete-report-subscription';
import { useReportOptions } from '../api/get-report-options';
import { useReportSubscriptions } from '../api/get-report-subscriptions';
import { useReportFormat } from '../hooks/use-report-format';
import { parseRecipients } from '../lib/recipients';
import { useRecipientsProblem } from '../hooks/use-recipients-problem';
import { departmentOptionsOf, reportIntervals } from '../lib/report-options';
import { ReportFilterFields, type ReportFilterValues } from './report-filter-fields';
import styles from './reports.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /report-subscriptions: regular reports, created, listed and deleted. */
export function ReportSubscriptionsPage() {
  const { t } = useTranslation();
  const subscriptions = useReportSubscriptions();
  const deleteSubscription = useDeleteReportSubscription();
  const format = useReportFormat();
  const [notice, setNotice] = useState<Notice>(null);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onDelete = () => {
    if (!toDelete) return;
    deleteSubscription.mutate(toDelete, {
      onSuccess: () => setNotice({ kind: 'success', text: t('reports.subscriptions.deleted') }),
      onError: () => setNotice({ kind: 'error', text: t('errors.deleteRegularReport') }),
      onSettled: () => setToDelete(null),
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
          <div role="alert" className={styles.alert}>
            <p className={styles.noticeText}>{t('errors.fetchReports')}</p>
            <Button variant="secondary" onClick={() => void subscriptions.refetch()}>
              {t('reports.tryAgain')}
            </Button>
          </div>
        ) : !subscriptions.data.get_report_subscriptions.length ? (
          <p>{t('reports.subscriptions.empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
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
                        <Button
                          variant="danger"
                          onClick={() => setToDelete(subscription.id)}
                          aria-label={t('reports.subscriptions.deleteFor', { name: label })}
                        >
                          {t('reports.subscriptions.delete')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CreateSubscriptionForm
        onCreated={() => setNotice({ kind: 'success', text: t('reports.subscriptions.created') })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('reports.subscriptions.deleteTitle')}
        message={t('confirmations.deleteRegularReport')}
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

function CreateSubscriptionForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const options = useReportOptions();
  const createSubscription = useCreateReportSubscription();
  const recipientsProblem = useRecipientsProblem();
  const [interval, setReportInterval] = useState<ReportInterval>('MONTHLY');
  const [recipientsError, setRecipientsError] = useState<string | undefined>();
  // Recipients stay null until edited, and show the user's own address until then.
  const [filters, setFilters] = useState<
    Omit<ReportFilterValues, 'recipients'> & { recipients: string | null }
  >({
    kind: 'COMPLETE',
    dateColumn: 'COMPLETED_DATE',
    supplierId: '',
    freeText: '',
    serialOrProduct: '',
    recipients: null,
  });
  const email = options.data?.get_user.email;
  const values: ReportFilterValues = { ...filters, recipients: filters.recipients ?? email ?? '' };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createSubscription.isPending) return;
    const recipients = parseRecipients(values.recipients);
    const problem = recipientsProblem(recipients);
    setRecipientsError(problem ?? undefined);
    if (problem) return;
    createSubscription.mutate(
      {
        kind: filters.kind,
        interval,
        date_column: filters.dateColumn,
        supplier_id: filters.supplierId || null,
        free_text: filters.freeText.trim() || null,
        serial_or_product: filters.serialOrProduct.trim() || null,
        recipients,
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="create-subscription-heading">
      <h2 id="create-subscription-heading" className={styles.heading}>
        {t('reports.subscriptions.createHeading')}
      </h2>
      <p className={styles.intro}>{t('reports.subscriptions.intro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {createSubscription.isError ? (
          <p role="alert" className={styles.alert}>
            {t('errors.createRegularReport')}
          </p>
        ) : null}
        <ReportFilterFields
          values={values}
          onChange={setFilters}
          departments={departmentOptionsOf(options.data?.get_suppliers)}
          recipientsError={recipientsError}
        >
          <SelectField
            label={t('reports.form.interval')}
            value={interval}
            onChange={(event) => setReportInterval(event.target.value as ReportInterval)}
          >
            {reportIntervals.map((option) => (
              <option key={option} value={option}>
                {t(`reports.intervals.${option}`)}
              </option>
            ))}
          </SelectField>
        </ReportFilterFields>
        <div>
          <Button type="submit" disabled={createSubscription.isPending}>
            {createSubscription.isPending
              ? t('reports.subscriptions.creating')
              : t('reports.subscriptions.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
