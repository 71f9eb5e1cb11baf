import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import type {
  ConsoleStaffMemberSort,
  ConsoleStaffMembersQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { RowMenu } from '../../../shared/lists/row-menu';
import styles from './console.module.css';

export type StaffMemberRow = ConsoleStaffMembersQuery['console_staff_members']['items'][number];

interface StaffMemberActions {
  /** The signed-in administrator: no one deactivates themselves. */
  ownId: string;
  onReset: (member: StaffMemberRow) => Promise<unknown>;
  onDeactivate: (member: StaffMemberRow) => Promise<unknown>;
}

/** The staff list: who, their role, whether they can sign in, and what an administrator may do. */
export function useStaffMemberColumns(
  actions: StaffMemberActions,
): DataTableColumn<StaffMemberRow, ConsoleStaffMemberSort>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return [
    {
      key: 'name',
      header: t('consoleStaff.columns.name'),
      sort: 'name',
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name}
          <span className={styles.secondary}>{member.email}</span>
        </>
      ),
    },
    {
      key: 'role',
      header: t('consoleStaff.columns.role'),
      sort: 'role',
      cell: (member) => t(`console.roles.${member.role}`),
    },
    {
      key: 'status',
      header: t('consoleStaff.columns.status'),
      sort: 'status',
      cell: (member) => (
        <>
          <StatusTag tone={member.status === 'active' ? 'active' : 'default'}>
            {t(`consoleStaff.status.${member.status === 'active' ? 'active' : 'deactivated'}`)}
          </StatusTag>
          <span className={styles.secondary}>
            {t(
              member.authenticator_set_up
                ? 'consoleStaff.authenticatorSetUp'
                : 'consoleStaff.authenticatorPending',
            )}
          </span>
        </>
      ),
    },
    {
      key: 'lastSignIn',
      header: t('consoleStaff.columns.lastSignIn'),
      sort: 'last_sign_in_at',
      noWrap: true,
      cell: (member) =>
        member.last_sign_in_at
          ? formatDateTimeForColumn(member.last_sign_in_at, language)
          : t('consoleStaff.never'),
    },
    {
      key: 'actions',
      header: t('consoleStaff.columns.actions'),
      rowActions: true,
      cell: (member) => (
        <RowMenu
          label={t('lists.rowMenu.actionsFor', { name: member.name })}
          // Nothing to do to oneself here: no one resets or deactivates their own session away.
          items={[
            ...(member.id === actions.ownId
              ? []
              : [
                  {
                    label: t('consoleStaff.reset'),
                    confirm: {
                      title: t('consoleStaff.resetTitle'),
                      message: t('consoleStaff.resetQuestion', { name: member.name }),
                      confirmLabel: t('consoleStaff.reset'),
                    },
                    onSelect: () => actions.onReset(member),
                  },
                ]),
            ...(member.status === 'active' && member.id !== actions.ownId
              ? [
                  {
                    label: t('consoleStaff.deactivate'),
                    confirm: {
                      title: t('consoleStaff.deactivateTitle'),
                      message: t('consoleStaff.deactivateQuestion', { name: member.name }),
                      confirmLabel: t('consoleStaff.deactivate'),
                    },
                    onSelect: () => actions.onDeactivate(member),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}
