import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useDeleteReportSubscription } from '../api/delete-report-subscription';
import { useTakeOverReportSubscription } from '../api/take-over-report-subscription';
import { CreateSubscriptionForm } from './create-subscription-form';
import { ReportSubscriptionList, type DeleteCandidate } from './report-subscription-list';
import styles from './reports.module.css';

/**
 * /report-subscriptions: regular reports, created, listed and deleted. A paused one (its creator
 * can no longer order it) shows why, and can be taken over by the user.
 */
export function ReportSubscriptionsPage() {
  const { t } = useTranslation();
  const deleteSubscription = useDeleteReportSubscription();
  const takeOver = useTakeOverReportSubscription();
  const feedback = useActionNotice();
  const [toDelete, setToDelete] = useState<DeleteCandidate | null>(null);

  const onDelete = () => {
    if (!toDelete) return;
    feedback.clear();
    deleteSubscription.mutate(toDelete.id, {
      onSuccess: () => feedback.succeeded(t('reports.subscriptions.deleted')),
      onError: () => feedback.failed(t('errors.deleteRegularReport')),
      onSettled: () => setToDelete(null),
    });
  };

  const onTakeOver = (id: string) => {
    if (takeOver.isPending) return;
    feedback.clear();
    takeOver.mutate(id, {
      onSuccess: () => feedback.succeeded(t('reports.subscriptions.takenOver')),
      onError: (error) => feedback.failed(t(errorMessage(error, 'takeOverRegularReport').key)),
    });
  };

  return (
    <div className={styles.page}>
      <ActionNotice notice={feedback.notice} />
      <section className={styles.section} aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading" className={styles.heading}>
          {t('reports.subscriptions.listHeading')}
        </h2>
        <ReportSubscriptionList
          onDelete={setToDelete}
          onTakeOver={onTakeOver}
          takingOver={takeOver.isPending ? (takeOver.variables ?? null) : null}
        />
      </section>
      <CreateSubscriptionForm
        onSubmitted={() => feedback.clear()}
        onCreated={() => feedback.succeeded(t('reports.subscriptions.created'))}
        onFailed={(error) => feedback.failed(t(errorMessage(error, 'createRegularReport').key))}
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
