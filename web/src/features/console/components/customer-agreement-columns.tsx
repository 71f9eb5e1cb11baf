import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/components/download-button';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  ConsoleAgreementSort,
  ConsoleCustomerAgreementsQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { downloadConsoleFile } from '../api/console-download';
import styles from './console.module.css';

type Agreement = ConsoleCustomerAgreementsQuery['console_customer_agreements']['items'][number];
type AgreementColumn = DataTableColumn<Agreement, ConsoleAgreementSort>;

/** The server's statuses as of today; anything newer shows as it comes, untinted. */
const statusTone: Record<string, StatusTone> = {
  upcoming: 'created',
  active: 'active',
  expired: 'default',
};

/**
 * A customer's agreements: the title (the main one tagged) with its number, when it runs, its
 * status today and its signed terms to download.
 */
export function useCustomerAgreementColumns(): AgreementColumn[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return [
    {
      key: 'agreement',
      header: t('consoleAgreements.columns.agreement'),
      sort: 'title',
      rowHeader: true,
      cell: (agreement) => (
        <>
          {agreement.title}{' '}
          {agreement.is_main ? (
            <StatusTag tone="active">{t('consoleAgreements.main')}</StatusTag>
          ) : null}
          <span className={styles.secondary}>
            {t('consoleAgreements.number', { number: agreement.agreement_number })}
          </span>
        </>
      ),
    },
    {
      key: 'validFrom',
      header: t('consoleAgreements.columns.validFrom'),
      sort: 'valid_from',
      noWrap: true,
      cell: (agreement) => formatDate(agreement.valid_from, language),
    },
    {
      key: 'validTo',
      header: t('consoleAgreements.columns.validTo'),
      sort: 'valid_to',
      noWrap: true,
      cell: (agreement) =>
        agreement.valid_to
          ? formatDate(agreement.valid_to, language)
          : t('consoleAgreements.untilFurtherNotice'),
    },
    {
      key: 'status',
      header: t('consoleAgreements.columns.status'),
      cell: (agreement) => (
        <StatusTag tone={statusTone[agreement.status] ?? 'default'}>
          {t(`consoleAgreements.status.${agreement.status}`)}
        </StatusTag>
      ),
    },
    {
      key: 'terms',
      header: t('consoleAgreements.columns.terms'),
      cell: (agreement) =>
        agreement.terms_path ? (
          <DownloadButton
            path={agreement.terms_path}
            fileName={`${agreement.agreement_number}.pdf`}
            download={downloadConsoleFile}
            busyLabel={t('console.documents.downloading')}
            failedMessage={t('console.documents.downloadFailed')}
            aria-label={t('consoleAgreements.downloadTerms', {
              number: agreement.agreement_number,
            })}
          >
            {t('console.documents.download')}
          </DownloadButton>
        ) : (
          <span className={styles.secondary}>{t('consoleAgreements.noTerms')}</span>
        ),
    },
  ];
}
