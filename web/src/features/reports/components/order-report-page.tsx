import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionNotice } from '../../../shared/components/action-notice';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { Button } from '../../../shared/components/button';
import { DateRangePicker } from '../../../shared/components/date-range-picker';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ReportInterval } from '../../../shared/graphql/generated/graphql';
import { isValidRange, presetRange, type DateRange } from '../../../shared/lib/date-ranges';
import { paths } from '../../../shared/routing/paths';
import { useReportOptions } from '../api/get-report-options';
import { useOrderReport } from '../api/order-report';
import { useRecipientsProblem } from '../hooks/use-recipients-problem';
import { useReportFilters } from '../hooks/use-report-filters';
import { parseRecipients } from '../lib/recipients';
import { departmentOptionsOf } from '../lib/report-options';
import { ReportFilterFields } from './report-filter-fields';
import { ReportIntervalField } from './report-interval-field';
import styles from './reports.module.css';

/** /reports: order a complete report, a high level report or a certificate of destruction. */
export function OrderReportPage() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const order = useOrderReport();
  const recipientsProblem = useRecipientsProblem();
  const [range, setRange] = useState<DateRange>(() => presetRange('lastMonth'));
  const [regular, setRegular] = useState(false);
  const [interval, setReportInterval] = useState<ReportInterval>('MONTHLY');
  const [recipientsError, setRecipientsError] = useState<string | undefined>();
  const feedback = useActionNotice();
  // One key per order: a double click or a retried request after a lost answer is one report.
  const idempotencyKey = useRef<string | null>(null);

  const { values, change: changeFilters } = useReportFilters(options.data?.get_user.email);

  const changed = () => {
    idempotencyKey.current = null;
  };
  const rangeComplete = Boolean(range.from && range.to) && isValidRange(range);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending) return;
    const recipients = parseRecipients(values.recipients);
    const problem = recipientsProblem(recipients);
    setRecipientsError(problem ?? undefined);
    if (problem || !rangeComplete) return;
    idempotencyKey.current ??= crypto.randomUUID();
    feedback.clear();
    order.mutate(
      {
        idempotency_key: idempotencyKey.current,
        kind: values.kind,
        from: range.from,
        to: range.to,
        date_column: values.dateColumn,
        supplier_id: values.supplierId || null,
        free_text: values.freeText.trim() || null,
        serial_or_product: values.serialOrProduct.trim() || null,
        recipients,
        regular,
        interval: regular ? interval : null,
      },
      {
        onSuccess: () => {
          idempotencyKey.current = null;
          feedback.succeeded(t('reports.order.ordered'));
        },
        onError: (error) => feedback.failed(t(errorMessage(error, 'orderReport').key)),
      },
    );
  };

  return (
    <div className={styles.page}>
      <ActionNotice notice={feedback.notice}>
        {feedback.notice?.kind === 'success' ? (
          <p className={styles.noticeText}>
            {t('reports.order.followUp')}{' '}
            <Link to={paths.reportsOverview}>{t('reports.order.seeProgress')}</Link>
          </p>
        ) : null}
      </ActionNotice>
      <section className={styles.section} aria-labelledby="order-report-heading">
        <h2 id="order-report-heading" className={styles.heading}>
          {t('reports.order.heading')}
        </h2>
        <p className={styles.intro}>{t('reports.order.intro')}</p>
        <form className={styles.form} onSubmit={onSubmit} onChange={changed} noValidate>
          <ReportFilterFields
            values={values}
            onChange={(changedValues) => {
              changed();
              changeFilters(changedValues);
            }}
            departments={departmentOptionsOf(options.data?.get_suppliers)}
            recipientsError={recipientsError}
          >
            <DateRangePicker
              value={range}
              onChange={(value) => {
                changed();
                setRange(value);
              }}
              label={t('reports.form.period')}
            />
          </ReportFilterFields>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={regular}
              onChange={(event) => setRegular(event.target.checked)}
            />
            <span>{t('reports.form.regular')}</span>
          </label>
          {regular ? (
            <ReportIntervalField
              value={interval}
              onChange={setReportInterval}
              hint={t('reports.form.intervalHint')}
            />
          ) : null}
          <p className={styles.fieldHint}>{t('reports.order.duration')}</p>
          <div>
            <Button type="submit" disabled={order.isPending || !rangeComplete}>
              {order.isPending ? t('reports.order.ordering') : t('reports.order.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
