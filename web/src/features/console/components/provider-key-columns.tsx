import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import type { ConsoleProviderKeysQuery } from '../../../shared/graphql/generated/graphql';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { RowMenu } from '../../../shared/lists/row-menu';
import styles from './console.module.css';

export type ProviderKeyRow = ConsoleProviderKeysQuery['console_provider_keys']['items'][number];

/** The keys: what system, since when, last used, working or revoked, and revoking one. */
export function useProviderKeyColumns(
  onRevoke: (key: ProviderKeyRow) => Promise<unknown>,
): DataTableColumn<ProviderKeyRow, 'default'>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const moment = (value: string | null) =>
    value ? formatDateTimeForColumn(value, language) : t('consoleKeys.never');
  return [
    {
      key: 'name',
      header: t('consoleKeys.columns.name'),
      rowHeader: true,
      cell: (key) => key.name,
    },
    {
      key: 'status',
      header: t('consoleKeys.columns.status'),
      cell: (key) =>
        key.revoked_at ? (
          <>
            <StatusTag tone="default">{t('consoleKeys.revoked')}</StatusTag>
            <span className={styles.secondary}>{moment(key.revoked_at)}</span>
          </>
        ) : (
          <StatusTag tone="active">{t('consoleKeys.working')}</StatusTag>
        ),
    },
    {
      key: 'created',
      header: t('consoleKeys.columns.created'),
      noWrap: true,
      cell: (key) => moment(key.created_at),
    },
    {
      key: 'lastUsed',
      header: t('consoleKeys.columns.lastUsed'),
      noWrap: true,
      cell: (key) => moment(key.last_used_at),
    },
    {
      key: 'actions',
      header: t('consoleKeys.columns.actions'),
      rowActions: true,
      cell: (key) =>
        key.revoked_at ? null : (
          <RowMenu
            label={t('lists.rowMenu.actionsFor', { name: key.name })}
            items={[
              {
                label: t('consoleKeys.revoke'),
                confirm: {
                  title: t('consoleKeys.revokeTitle'),
                  message: t('consoleKeys.revokeQuestion', { name: key.name }),
                  confirmLabel: t('consoleKeys.revoke'),
                },
                onSelect: () => onRevoke(key),
              },
            ]}
          />
        ),
    },
  ];
}
