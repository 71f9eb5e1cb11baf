import { useState, type FormEvent } from 'react';
import { integrationLimits } from '@itad-portal/validation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { StatusTag } from '../../../shared/components/status-tag';
import { TableScroll } from '../../../shared/components/table-scroll';
import { RowMenu } from '../../../shared/lists/row-menu';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { formatDateTime } from '../../../shared/lib/format-date';
import type { ApiTokenScope } from '../../../shared/graphql/generated/graphql';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import styles from './api-tokens.module.css';

const lifetimes = [30, 90, 180, integrationLimits.apiTokenLifetimeDays] as const;

/** The admin's tokens: create one (its secret shown once), list them, revoke one. */
export function ApiTokensSection() {
  const { t, i18n } = useTranslation();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [days, setDays] = useState<number>(90);
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formatTime = (value: string | null | undefined) =>
    value ? formatDateTime(value, i18n.resolvedLanguage ?? i18n.language) : t('apiTokens.never');

  const onRevoke = async (id: string) => {
    setFailure(null);
    try {
      await revoke.mutateAsync(id);
    } catch {
      setFailure(t('apiTokens.failed'));
    }
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSecret(null);
    if (!name.trim()) {
      setFailure(t('apiTokens.nameRequired'));
      return;
    }
    try {
      const created = await create.mutateAsync({ name, scope, expires_in_days: days });
      setSecret(created.create_api_token.secret);
      setName('');
    } catch (error) {
      setFailure(
        error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
          ? error.message
          : t('apiTokens.failed'),
      );
    }
  };

  return (
    <section aria-labelledby="api-tokens-heading" className={styles.section}>
      <h2 id="api-tokens-heading" className={styles.heading}>
        {t('apiTokens.tokensTitle')}
      </h2>
      <p className={styles.intro}>{t('apiTokens.tokensIntro')}</p>
      <form className={styles.form} onSubmit={(event) => void onCreate(event)} noValidate>
        <TextField
          label={t('apiTokens.name')}
          value={name}
          maxLength={integrationLimits.tokenName}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label={t('apiTokens.scope')}
          value={scope}
          onChange={(event) => setScope(event.target.value as ApiTokenScope)}
        >
          <option value="READ">{t('apiTokens.scopes.READ')}</option>
          <option value="READ_ORDER">{t('apiTokens.scopes.READ_ORDER')}</option>
        </SelectField>
        <SelectField
          label={t('apiTokens.expiresIn')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {lifetimes.map((lifetime) => (
            <option key={lifetime} value={lifetime}>
              {t('apiTokens.days', { count: lifetime })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={create.isPending}>
          {t('apiTokens.create')}
        </Button>
      </form>
      {failure ? <p role="alert">{failure}</p> : null}
      {secret ? (
        <div className={styles.secret} role="status">
          <p>{t('apiTokens.shownOnce')}</p>
          <pre className={styles.code} aria-label={t('apiTokens.secretLabel')}>
            {secret}
          </pre>
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(secret)}>
            {t('apiTokens.copy')}
          </Button>
        </div>
      ) : null}
      {tokens.isError ? <p role="alert">{t('apiTokens.fetchFailed')}</p> : null}
      {tokens.data ? (
        tokens.data.get_api_tokens.length === 0 ? (
          <p>{t('apiTokens.empty')}</p>
        ) : (
          <TableScroll label={t('apiTokens.caption')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('apiTokens.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('apiTokens.name')}</th>
                  <th scope="col">{t('apiTokens.scope')}</th>
                  <th scope="col">{t('apiTokens.status')}</th>
                  <th scope="col">{t('apiTokens.createdBy')}</th>
                  <th scope="col">{t('apiTokens.created')}</th>
                  <th scope="col">{t('apiTokens.expires')}</th>
                  <th scope="col">{t('apiTokens.lastUsed')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('apiTokens.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.data.get_api_tokens.map((token) => (
                  <tr key={token.id}>
                    <td>{token.name}</td>
                    <td>{t(`apiTokens.scopes.${token.scope}`)}</td>
                    <td>{t(`apiTokens.statuses.${token.status}`)}</td>
                    <td>
                      {token.created_by}
                      {token.created_by_active ? null : (
                        <>
                          <br />
                          <StatusTag tone="warning">{t('apiTokens.creatorDeactivated')}</StatusTag>
                        </>
                      )}
                    </td>
                    <td>{formatTime(token.created_at)}</td>
                    <td>{formatTime(token.expires_at)}</td>
                    <td>{formatTime(token.last_used_at)}</td>
                    <td>
                      {token.status === 'ACTIVE' ? (
                        <RowMenu
                          label={t('lists.rowMenu.actionsFor', { name: token.name })}
                          items={[
                            {
                              label: t('apiTokens.revoke'),
                              disabled: revoke.isPending,
                              confirm: {
                                title: t('apiTokens.revokeTitle'),
                                message: t('apiTokens.revokeQuestion', { name: token.name }),
                                confirmLabel: t('apiTokens.revoke'),
                              },
                              onSelect: () => onRevoke(token.id),
                            },
                          ]}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
    </section>
  );
}
