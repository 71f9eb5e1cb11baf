import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  AgreementStatus,
  GetDepartmentsQuery,
} from '../../../shared/graphql/generated/graphql';
import { DownloadButton } from '../../../shared/components/download-button';
import { useDepartments } from '../api/get-departments';
import { formatDate } from '../../../shared/lib/format-date';
import styles from '../../../shared/styles/data-page.module.css';
import { ErrorState } from '../../../shared/components/error-state';

type Departments = GetDepartmentsQuery['get_departments'];
type TermsDocument = NonNullable<NonNullable<Departments['main_agreement']>['terms_document']>;

const statusTone: Record<AgreementStatus, StatusTone> = {
  active: 'active',
  upcoming: 'created',
  expired: 'default',
};

/** The departments page, shown as main contacts: agreements and associated companies. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const departments = useDepartments();
  if (departments.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (departments.isError) {
    return (
      <ErrorState
        message={t('errors.fetchDepartments')}
        onRetry={() => void departments.refetch()}
        retrying={departments.isFetching}
      />
    );
  }
  const data = departments.data.get_departments;
  return (
    <div className={styles.page}>
      <MainAgreement agreement={data.main_agreement} />
      <AgreementOverview agreements={data.agreement_overview} />
      <AssociatedCompanies companies={data.associated_companies} />
    </div>
  );
}

function useDay() {
  const { t, i18n } = useTranslation();
  return (day: string | null | undefined) =>
    day ? formatDate(day, i18n.resolvedLanguage ?? 'en') : t('departments.untilTerminated');
}

function MainAgreement({ agreement }: { agreement: Departments['main_agreement'] }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <section aria-labelledby="departments-main-agreement" className={styles.section}>
      <h2 id="departments-main-agreement" className={styles.heading}>
        {t('departments.mainAgreement')}
      </h2>
      {agreement ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('departments.agreement')}</dt>
            <dd>{agreement.title}</dd>
            <dt>{t('departments.agreementNumber')}</dt>
            <dd>{agreement.agreement_number}</dd>
            <dt>{t('departments.company')}</dt>
            <dd>{agreement.company}</dd>
            <dt>{t('departments.validFrom')}</dt>
            <dd>{day(agreement.valid_from)}</dd>
            <dt>{t('departments.validTo')}</dt>
            <dd>{day(agreement.valid_to)}</dd>
            {agreement.description ? (
              <>
                <dt>{t('departments.description')}</dt>
                <dd>{agreement.description}</dd>
              </>
            ) : null}
            <dt>{t('departments.terms')}</dt>
            <dd>
              {agreement.terms_document ? (
                <TermsDownload document={agreement.terms_document} />
              ) : (
                t('departments.noTerms')
              )}
            </dd>
          </dl>
        </>
      ) : (
        <p className={styles.muted}>{t('departments.noMainAgreement')}</p>
      )}
    </section>
  );
}

function TermsDownload({ document }: { document: TermsDocument }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={document.path}
      fileName={`${document.title}.${document.extension.toLowerCase()}`}
      busyLabel={t('departments.downloading')}
      failedMessage={t('departments.downloadFailed')}
    >
      {t('departments.downloadTerms', { extension: document.extension })}
    </DownloadButton>
  );
}

function AgreementOverview({ agreements }: { agreements: Departments['agreement_overview'] }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <section aria-labelledby="departments-overview" className={styles.section}>
      <h2 id="departments-overview" className={styles.heading}>
        {t('departments.agreementOverview')}
      </h2>
      {agreements.length ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('departments.agreement')}</th>
                <th scope="col">{t('departments.agreementNumber')}</th>
                <th scope="col">{t('departments.company')}</th>
                <th scope="col">{t('departments.validFrom')}</th>
                <th scope="col">{t('departments.validTo')}</th>
                <th scope="col">{t('departments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {agreements.map((agreement) => (
                <tr key={agreement.id}>
                  <th scope="row">
                    {agreement.title}
                    {agreement.is_main ? ` (${t('departments.main')})` : ''}
                  </th>
                  <td>{agreement.agreement_number}</td>
                  <td>{agreement.company}</td>
                  <td>{day(agreement.valid_from)}</td>
                  <td>{day(agreement.valid_to)}</td>
                  <td>
                    <StatusTag tone={statusTone[agreement.status]}>
                      {t(`departments.statuses.${agreement.status}`)}
                    </StatusTag>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('departments.noAgreements')}</p>
      )}
    </section>
  );
}

function AssociatedCompanies({ companies }: { companies: Departments['associated_companies'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="departments-companies" className={styles.section}>
      <h2 id="departments-companies" className={styles.heading}>
        {t('departments.associatedCompanies')}
      </h2>
      {companies.length ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('departments.company')}</th>
                <th scope="col">{t('departments.address')}</th>
                <th scope="col">{t('departments.city')}</th>
                <th scope="col">{t('departments.zip')}</th>
              </tr>
            </thead>
            <tbody>
              {companies.map((company) => (
                <tr key={company.id}>
                  <th scope="row">{company.company}</th>
                  <td>{company.address ?? ''}</td>
                  <td>{company.city ?? ''}</td>
                  <td>{company.zip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('departments.noAssociatedCompanies')}</p>
      )}
    </section>
  );
}
