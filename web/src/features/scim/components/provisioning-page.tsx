import { useState } from 'react';
import { integrationLimits } from '@itad-portal/validation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import { TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ScimTokenFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { useCreateScimToken } from '../api/create-scim-token';
import { useScimProvisioning } from '../api/get-scim-provisioning';
import { useRevokeScimToken } from '../api/revoke-scim-token';
import { CopyValue } from './copy-value';
import styles from './provisioning.module.css';
import { TokenTable } from './token-table';

/**
 * SCIM provisioning from Microsoft Entra ID: the tenant URL, creating a token (shown once),
 * the live tokens and revoking them.
 */
export function ProvisioningPage() {
  const { t } = useTranslation();
  const provisioning = useScimProvisioning();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [name, setName] = useState('Microsoft Entra ID');
  const [created, setCreated] = useState<{ id: string; token: string; name: string } | null>(null);
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** After the row menu's confirmation. */
  const onRevoke = async (revoking: ScimTokenFieldsFragment) => {
    setError(null);
    setRevokedName(null);
    try {
      await revoke.mutateAsync(revoking.id);
      setRevokedName(revoking.name);
      // The secret of a revoked token is of no use any more: stop showing it.
      if (created?.id === revoking.id) setCreated(null);
    } catch (failure) {
      setError(t(errorMessage(failure, 'scimProvisioning').key));
    }
  };

  const onCreate = async () => {
    setError(null);
    setCreated(null);
    setRevokedName(null);
    try {
      const result = await create.mutateAsync(name);
      setCreated({
        id: result.create_scim_token.scim_token.id,
        token: result.create_scim_token.token,
        name: result.create_scim_token.scim_token.name,
      });
    } catch (failure) {
      setError(t(errorMessage(failure, 'scimProvisioning').key));
    }
  };

  if (provisioning.isPending) {
    return (
      <div role="status" className={styles.intro}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (provisioning.isError) {
    return (
      <ErrorState
        message={t('provisioning.errors.loadFailed')}
        onRetry={() => void provisioning.refetch()}
        retrying={provisioning.isFetching}
      />
    );
  }
  const { base_url: baseUrl, tokens } = provisioning.data.get_scim_provisioning;
  return (
    <div className={styles.page}>
      {error ? (
        <div role="alert" className={styles.alert}>
          {error}
        </div>
      ) : null}
      <section aria-labelledby="provisioning-setup" className={styles.section}>
        <h2 id="provisioning-setup" className={styles.heading}>
          {t('provisioning.setupTitle')}
        </h2>
        <p className={styles.intro}>{t('provisioning.intro')}</p>
        <ol className={styles.steps}>
          <li>{t('provisioning.steps.app')}</li>
          <li>{t('provisioning.steps.credentials')}</li>
          <li>{t('provisioning.steps.mappings')}</li>
          <li>{t('provisioning.steps.groups')}</li>
          <li>{t('provisioning.steps.signIn')}</li>
        </ol>
        <CopyValue label={t('provisioning.tenantUrl')} value={baseUrl} />
      </section>

      <section aria-labelledby="provisioning-tokens" className={styles.section}>
        <h2 id="provisioning-tokens" className={styles.heading}>
          {t('provisioning.tokensTitle')}
        </h2>
        {created ? (
          <div role="status" className={styles.confirmation}>
            <p>{t('provisioning.created', { name: created.name })}</p>
            <CopyValue label={t('provisioning.secretToken')} value={created.token} />
          </div>
        ) : null}
        {revokedName ? (
          <div role="status" className={styles.confirmation}>
            {t('provisioning.revoked', { name: revokedName })}
          </div>
        ) : null}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onCreate();
          }}
        >
          <TextField
            label={t('provisioning.tokenName')}
            value={name}
            maxLength={integrationLimits.tokenName}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" className={styles.formButton} disabled={create.isPending}>
            {t('provisioning.create')}
          </Button>
        </form>
        <TokenTable tokens={tokens} onRevoke={onRevoke} />
      </section>
    </div>
  );
}
