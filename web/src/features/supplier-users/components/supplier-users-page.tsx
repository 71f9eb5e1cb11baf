import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierUserFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useDeactivateSupplierUser } from '../api/deactivate-supplier-user';
import { useResendInvitation } from '../api/resend-invitation';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { InviteForm } from './invite-form';
import { nameOfUser } from '../lib/user-name';
import { SupplierUserList } from './supplier-user-list';
import styles from '../../../shared/styles/management-page.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The users of the admin's supplier: the list, invitations and deactivation. */
export function SupplierUsersPage({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const deactivate = useDeactivateSupplierUser();
  const [notice, setNotice] = useState<Notice>(null);
  const [toDeactivate, setToDeactivate] = useState<SupplierUserFieldsFragment | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const failed = (error: unknown) =>
    setNotice({ kind: 'error', text: t(errorMessage(error, 'supplierUsers').key) });
  const onResend = (user: SupplierUserFieldsFragment) => {
    setNotice(null);
    resend.mutate(user.id, {
      onSuccess: () =>
        setNotice({ kind: 'success', text: t('supplierUsers.resent', { email: user.email }) }),
      onError: failed,
    });
  };
  const onDeactivate = () => {
    const user = toDeactivate;
    if (!user) return;
    setNotice(null);
    deactivate.mutate(user.id, {
      onSuccess: () =>
        setNotice({
          kind: 'success',
          text: t('supplierUsers.deactivated', { name: nameOfUser(user) }),
        }),
      onError: failed,
      onSettled: () => setToDeactivate(null),
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
        onSubmitted={() => setNotice(null)}
        onInvited={(email) =>
          setNotice({ kind: 'success', text: t('supplierUsers.invited', { email }) })
        }
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
