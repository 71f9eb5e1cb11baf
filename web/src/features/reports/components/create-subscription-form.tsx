import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { ReportInterval } from '../../../shared/graphql/generated/graphql';
import { useCreateReportSubscription } from '../api/create-report-subscription';
import { useReportOptions } from '../api/get-report-options';
import { useRecipientsProblem } from '../hooks/use-recipients-problem';
import { parseRecipients } from '../lib/recipients';
import { nextReportFilterState, type ReportFilterState } from '../lib/recipients-default';
import { departmentOptionsOf } from '../lib/report-options';
import { ReportFilterFields, type ReportFilterValues } from './report-filter-fields';
import { ReportIntervalField } from './report-interval-field';
import styles from './reports.module.css';

/** The form of /report-subscriptions that creates a regular report. */
export function CreateSubscriptionForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const options = useReportOptions();
  const createSubscription = useCreateReportSubscription();
  const recipientsProblem = useRecipientsProblem();
  const [interval, setReportInterval] = useState<ReportInterval>('MONTHLY');
  const [recipientsError, setRecipientsError] = useState<string | undefined>();
  // Recipients stay null until edited, and show the user's own address until then.
  const [filters, setFilters] = useState<ReportFilterState>({
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
            {createSubscription.error instanceof GraphQLRequestError &&
            createSubscription.error.code === 'SUBSCRIPTION_LIMIT_REACHED'
              ? t('reports.subscriptions.limitReached')
              : t('errors.createRegularReport')}
          </p>
        ) : null}
        <ReportFilterFields
          values={values}
          onChange={(changedValues) =>
            setFilters(nextReportFilterState(filters, values.recipients, changedValues))
          }
          departments={departmentOptionsOf(options.data?.get_suppliers)}
          recipientsError={recipientsError}
        >
          <ReportIntervalField value={interval} onChange={setReportInterval} />
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
