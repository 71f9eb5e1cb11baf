import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import type { SupplierUserFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useDeactivateSupplierUser } from '../api/deactivate-supplier-user';
import { useResendInvitation } from '../api/resend-invitation';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { InviteForm } from './invite-form';
import { nameOfUser } from '../lib/user-name';
import { SupplierUserList } from './supplier-user-list';
import styles from '../../../shared/styles/management-page.module.css';

/** The users of the admin's supplier: the list, invitations and deactivation. */
export function SupplierUsersPage({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const deactivate = useDeactivateSupplierUser();
  const feedback = useActionNotice();
  const [toDeactivate, setToDeactivate] = useState<SupplierUserFieldsFragment | null>(null);

  const failed = (error: unknown) => feedback.failed(t(errorMessage(error, 'supplierUsers').key));
  const onResend = (user: SupplierUserFieldsFragment) => {
    feedback.clear();
    resend.mutate(user.id, {
      onSuccess: () => feedback.succeeded(t('supplierUsers.resent', { email: user.email })),
      onError: failed,
    });
  };
  const onDeactivate = () => {
    const user = toDeactivate;
    if (!user) return;
    feedback.clear();
    deactivate.mutate(user.id, {
      onSuccess: () =>
        feedback.succeeded(t('supplierUsers.deactivated', { name: nameOfUser(user) })),
      onError: failed,
      onSettled: () => setToDeactivate(null),
    });
  };

  return (
    <div className={styles.page}>
      <ActionNotice notice={feedback.notice} />

      <section aria-labelledby="supplier-users-list" className={styles.section}>
        <h2 id="supplier-users-list" className={styles.heading}>
          {t('supplierUsers.listTitle')}
        </h2>
        <SupplierUserList
          viewerId={viewerId}
          resending={resend.isPending}
          onResend={onResend}
          onDeactivate={setToDeactivate}
        />
      </section>

      <InviteForm
        onSubmitted={feedback.clear}
        onInvited={(email) => feedback.succeeded(t('supplierUsers.invited', { email }))}
        onFailed={failed}
      />

      <DeactivateUserDialog
        user={toDeactivate ? { id: toDeactivate.id, name: nameOfUser(toDeactivate) } : null}
        pending={deactivate.isPending}
        onCancel={() => setToDeactivate(null)}
        onConfirm={onDeactivate}
      />
    </div>
  );
}
