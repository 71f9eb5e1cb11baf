import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/components/download-button';
import { StatusTag } from '../../../shared/components/status-tag';
import type { ConsoleCustomerAgreementsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { downloadConsoleFile } from '../api/console-download';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

type Agreement = ConsoleCustomerAgreementsQuery['console_customer_agreements'][number];

/** A customer's agreements: main first, what each covers, its validity and its signed terms. */
export function CustomerAgreementList({ agreements }: { agreements: Agreement[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (agreements.length === 0) return <p>{t('consoleAgreements.empty')}</p>;
  return (
    <ul className={pageStyles.agreementList}>
      {agreements.map((agreement) => (
        <li key={agreement.id} className={pageStyles.agreement}>
          <div>
            <p className={pageStyles.agreementTitle}>
              {agreement.title}{' '}
              {agreement.is_main ? (
                <StatusTag tone="active">{t('consoleAgreements.main')}</StatusTag>
              ) : null}
            </p>
            <span className={styles.secondary}>
              {t('consoleAgreements.number', { number: agreement.agreement_number })} ·{' '}
              {agreement.valid_to
                ? t('consoleAgreements.validBetween', {
                    from: formatDate(agreement.valid_from, language),
                    to: formatDate(agreement.valid_to, language),
                  })
                : t('consoleAgreements.validFrom', {
                    from: formatDate(agreement.valid_from, language),
                  })}{' '}
              · {t(`consoleAgreements.status.${agreement.status}`)}
            </span>
          </div>
          {agreement.terms_path ? (
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
              {t('consoleAgreements.terms')}
            </DownloadButton>
          ) : (
            <span className={styles.secondary}>{t('consoleAgreements.noTerms')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
