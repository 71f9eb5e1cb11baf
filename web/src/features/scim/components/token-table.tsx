import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import { TableScroll } from '../../../shared/components/table-scroll';
import type { ScimTokenFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { RowMenu } from '../../../shared/lists/row-menu';
import styles from './provisioning.module.css';

interface TokenTableProps {
  tokens: ScimTokenFieldsFragment[];
  /** Runs after the confirmation; the dialog stays busy until it ends. */
  onRevoke: (token: ScimTokenFieldsFragment) => Promise<unknown>;
}

/**
 * The live SCIM tokens: name, when and by whom created (flagged when that admin has since been
 * deactivated: the token keeps working), last use, and revoking.
 */
export function TokenTable({ tokens, onRevoke }: TokenTableProps) {
  const { t, i18n } = useTranslation();
  if (tokens.length === 0) return <p className={styles.intro}>{t('provisioning.noTokens')}</p>;
  return (
    <TableScroll label={t('provisioning.caption')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('provisioning.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('provisioning.columns.name')}</th>
            <th scope="col">{t('provisioning.columns.created')}</th>
            <th scope="col">{t('provisioning.columns.createdBy')}</th>
            <th scope="col">{t('provisioning.columns.lastUsed')}</th>
            <th scope="col">
              <span className={styles.caption}>{t('provisioning.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>{formatDateTime(token.created_at, i18n.language)}</td>
              <td>
                {token.created_by_name ?? '–'}
                {token.created_by_active ? null : (
                  <>
                    <br />
                    <StatusTag tone="warning">{t('provisioning.creatorDeactivated')}</StatusTag>
                  </>
                )}
              </td>
              <td>
                {token.last_used_at
                  ? formatDateTime(token.last_used_at, i18n.language)
                  : t('provisioning.neverUsed')}
              </td>
              <td>
                <RowMenu
                  label={t('lists.rowMenu.actionsFor', { name: token.name })}
                  items={[
                    {
                      label: t('provisioning.revoke'),
                      confirm: {
                        title: t('provisioning.revokeTitle'),
                        message: t('provisioning.revokeQuestion', { name: token.name }),
                        confirmLabel: t('provisioning.revoke'),
                      },
                      onSelect: () => onRevoke(token),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
