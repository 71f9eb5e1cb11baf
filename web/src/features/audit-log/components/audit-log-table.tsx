import { useTranslation } from 'react-i18next';
import type { GetAuditLogQuery } from '../../../shared/graphql/generated/graphql';
import { detailsOf } from '../lib/audit-log-filters';
import styles from './audit-log.module.css';
import { TableScroll } from '../../../shared/components/table-scroll';

type Entry = GetAuditLogQuery['get_audit_log']['entries'][number];

interface AuditLogTableProps {
  entries: Entry[];
  showCompany: boolean;
  formatTime: (value: string) => string;
}

/**
 * One page of events: when, who, what (with the sign-in method, a reason, the tokens a
 * deactivated user left working, a staff member's view and why), on what, from where.
 */
export function AuditLogTable({ entries, showCompany, formatTime }: AuditLogTableProps) {
  const { t } = useTranslation();
  const actorOf = (entry: Entry) =>
    entry.actor.type === 'user'
      ? entry.actor.name || entry.actor.email
      : t(`auditLog.actors.${entry.actor.type}`, { name: entry.actor.name });
  return (
    <TableScroll label={t('auditLog.caption')}>
      <table className={styles.table}>
        <caption id="audit-caption" className={styles.caption}>
          {t('auditLog.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('auditLog.columns.time')}</th>
            <th scope="col">{t('auditLog.columns.person')}</th>
            <th scope="col">{t('auditLog.columns.action')}</th>
            <th scope="col">{t('auditLog.columns.target')}</th>
            {showCompany ? <th scope="col">{t('auditLog.columns.company')}</th> : null}
            <th scope="col">{t('auditLog.columns.ipAddress')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { method, reason, tokensStillActive, view } = detailsOf(entry.details);
            return (
              <tr key={entry.id}>
                <td className={styles.time}>{formatTime(entry.occurred_at)}</td>
                <th scope="row">
                  {actorOf(entry)}
                  {entry.actor.type === 'user' && entry.actor.name ? (
                    <span className={styles.secondary}>{entry.actor.email}</span>
                  ) : null}
                </th>
                <td>
                  {t(`auditLog.actions.${entry.action}`)}
                  {method ? (
                    <span className={styles.secondary}>
                      {t('auditLog.method', { method: t(`auditLog.methods.${method}`) })}
                    </span>
                  ) : null}
                  {reason ? (
                    <span className={styles.secondary}>
                      {t('auditLog.reason', { reason: t(`auditLog.reasons.${reason}`) })}
                    </span>
                  ) : null}
                  {tokensStillActive ? (
                    <span className={styles.secondary}>
                      {t('auditLog.tokensStillActive', {
                        apiTokens: t('auditLog.apiTokenCount', { count: tokensStillActive.api }),
                        scimTokens: t('auditLog.scimTokenCount', { count: tokensStillActive.scim }),
                      })}
                    </span>
                  ) : null}
                  {view ? (
                    <span className={styles.secondary}>
                      {t('auditLog.customerView', {
                        reason: view.reason,
                        time: formatTime(view.endsAt),
                      })}
                    </span>
                  ) : null}
                </td>
                <td>{entry.target_label ?? ''}</td>
                {showCompany ? <td>{entry.supplier_name ?? ''}</td> : null}
                <td>
                  {entry.ip_address ?? ''}
                  {entry.user_agent ? (
                    <span className={styles.agent} title={entry.user_agent}>
                      {entry.user_agent}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
