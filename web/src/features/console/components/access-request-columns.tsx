import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type {
  AccessRequestStatus,
  ConsoleAccessRequestSort,
  ConsoleAccessRequestsQuery,
} from '../../../shared/graphql/generated/graphql';
import { htmlLanguageTag, isLanguage, languageNames } from '../../../shared/i18n/languages';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import styles from './console.module.css';

export type InboxRequest = ConsoleAccessRequestsQuery['console_access_requests']['items'][number];

/** The inbox's columns: who asks for which company, since when, and what is decided. */
export function useAccessRequestColumns({
  status,
  canDecide,
  onDecide,
}: {
  status: AccessRequestStatus;
  canDecide: boolean;
  onDecide: (kind: 'approve' | 'reject', request: InboxRequest) => void;
}): DataTableColumn<InboxRequest, ConsoleAccessRequestSort>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const requester: DataTableColumn<InboxRequest, ConsoleAccessRequestSort> = {
    key: 'requester',
    header: t('console.columns.requester'),
    sort: 'email',
    cell: (request) => (
      <>
        {request.first_name} {request.last_name}
        <span className={styles.secondary}>{request.email}</span>
        <span className={styles.secondary}>{request.phone}</span>
      </>
    ),
  };
  const columns: DataTableColumn<InboxRequest, ConsoleAccessRequestSort>[] = [
    {
      key: 'company',
      header: t('console.columns.company'),
      sort: 'company_name',
      rowHeader: true,
      cell: (request) => (
        <>
          {request.company_name}
          <span className={styles.secondary}>
            {t('console.columns.orgNumber', { number: request.org_number })}
          </span>
        </>
      ),
    },
    requester,
    {
      key: 'language',
      header: t('console.columns.language'),
      // The language the requester wrote in, named in itself: the answer goes out in it.
      cell: (request) =>
        isLanguage(request.language) ? (
          <span lang={htmlLanguageTag(request.language)}>{languageNames[request.language]}</span>
        ) : (
          request.language
        ),
    },
    {
      key: 'received',
      header: t('console.columns.received'),
      sort: 'created_at',
      noWrap: true,
      cell: (request) => formatDateTimeForColumn(request.created_at, language),
    },
  ];
  if (status === 'pending') {
    columns.push({
      key: 'matches',
      header: t('console.columns.knownCustomer'),
      cell: (request) =>
        request.matching_suppliers.length
          ? request.matching_suppliers.map((match) => match.company).join(', ')
          : t('console.columns.newCustomer'),
    });
    if (canDecide) {
      columns.push({
        key: 'actions',
        header: t('console.columns.actions'),
        rowActions: true,
        cell: (request) => (
          <div className={styles.rowButtons}>
            <Button
              onClick={() => onDecide('approve', request)}
              aria-label={t('console.approve.for', { company: request.company_name })}
            >
              {t('console.approve.action')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onDecide('reject', request)}
              aria-label={t('console.reject.for', { company: request.company_name })}
            >
              {t('console.reject.action')}
            </Button>
          </div>
        ),
      });
    }
    return columns;
  }
  columns.push({
    key: 'decided',
    header: t('console.columns.decided'),
    sort: 'decided_at',
    cell: (request) => (
      <>
        {request.decided_at ? formatDateTimeForColumn(request.decided_at, language) : ''}
        {request.decided_by ? <span className={styles.secondary}>{request.decided_by}</span> : null}
        {request.rejection_reason ? (
          <span className={styles.secondary}>{request.rejection_reason}</span>
        ) : null}
      </>
    ),
  });
  return columns;
}
