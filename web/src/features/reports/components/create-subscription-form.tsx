import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { ReportInterval } from '../../../shared/graphql/generated/graphql';
import { useCreateReportSubscription } from '../api/create-report-subscription';
import { useReportOptions } from '../api/get-report-options';
import { useRecipientsProblem } from '../hooks/use-recipients-problem';
import { useReportFilters } from '../hooks/use-report-filters';
import { parseRecipients } from '../lib/recipients';
import { departmentOptionsOf } from '../lib/report-options';
import { ReportFilterFields } from './report-filter-fields';
import { ReportIntervalField } from './report-interval-field';
import styles from './reports.module.css';

interface CreateSubscriptionFormProps {
  /** Called as the form is sent, so the page can clear a message of an earlier action. */
  onSubmitted: () => void;
  onCreated: () => void;
  onFailed: (error: Error) => void;
}

/**
 * The form of /report-subscriptions that creates a regular report. The outcome is the page's to
 * show, in its one message area, so an old error never stays beside a new message.
 */
export function CreateSubscriptionForm({
  onSubmitted,
  onCreated,
  onFailed,
}: CreateSubscriptionFormProps) {
  const { t } = useTranslation();
  const options = useReportOptions();
  const createSubscription = useCreateReportSubscription();
  const recipientsProblem = useRecipientsProblem();
  const [interval, setReportInterval] = useState<ReportInterval>('MONTHLY');
  const [recipientsError, setRecipientsError] = useState<string | undefined>();
  const { values, change: changeFilters } = useReportFilters(options.data?.get_user.email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createSubscription.isPending) return;
    const recipients = parseRecipients(values.recipients);
    const problem = recipientsProblem(recipients);
    setRecipientsError(problem ?? undefined);
    if (problem) return;
    onSubmitted();
    createSubscription.mutate(
      {
        kind: values.kind,
        interval,
        date_column: values.dateColumn,
        supplier_id: values.supplierId || null,
        free_text: values.freeText.trim() || null,
        serial_or_product: values.serialOrProduct.trim() || null,
        recipients,
      },
      { onSuccess: onCreated, onError: onFailed },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="create-subscription-heading">
      <h2 id="create-subscription-heading" className={styles.heading}>
        {t('reports.subscriptions.createHeading')}
      </h2>
      <p className={styles.intro}>{t('reports.subscriptions.intro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ReportFilterFields
          values={values}
          onChange={(changedValues) => changeFilters(changedValues)}
          departments={departmentOptionsOf(options.data?.get_suppliers)}
          recipientsError={recipientsError}
        >
          <ReportIntervalField value={interval} onChange={setReportInterval} />
        </ReportFilterFields>
        <div>
          {/* Not before the user's own address (the recipients' default) has arrived: a click
              then would find no recipient in a field about to show one. */}
          <Button type="submit" disabled={createSubscription.isPending || options.isPending}>
            {createSubscription.isPending
              ? t('reports.subscriptions.creating')
              : t('reports.subscriptions.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
