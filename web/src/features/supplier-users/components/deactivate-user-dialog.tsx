import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useSupplierUserTokens } from '../api/get-supplier-user-tokens';

interface DeactivateUserDialogProps {
  /** The user asked about; null while the dialog is closed. */
  user: { id: string; name: string } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a user is deactivated. Deactivating does not revoke the user's API and SCIM tokens:
 * the question says how many keep working, as the server counts them.
 */
export function DeactivateUserDialog({
  user,
  pending,
  onCancel,
  onConfirm,
}: DeactivateUserDialogProps) {
  const { t } = useTranslation();
  const tokensOfUser = useSupplierUserTokens(user?.id ?? null);
  const tokensInUse = tokensOfUser.data?.get_supplier_user_tokens;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('supplierUsers.deactivateTitle')}
      message={[
        t('supplierUsers.deactivateQuestion', { name: user?.name ?? '' }),
        tokensInUse && tokensInUse.api_tokens + tokensInUse.scim_tokens > 0
          ? t('supplierUsers.tokensKeepWorking', {
              apiTokens: t('supplierUsers.apiTokenCount', { count: tokensInUse.api_tokens }),
              scimTokens: t('supplierUsers.scimTokenCount', { count: tokensInUse.scim_tokens }),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('supplierUsers.deactivate')}
      destructive
      // Not before the count is known (a failed count does not hold the deactivation up).
      pending={pending || tokensOfUser.isLoading}
      onConfirm={onConfirm}
    />
  );
}
