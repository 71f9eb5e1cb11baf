import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { paths } from '../../../shared/routing/paths';
import { useReportCertificates } from '../api/get-report-certificates';
import { useReportFormat } from '../hooks/use-report-format';
import { ReportDownloads } from './report-status';
import styles from './reports.module.css';
import { ErrorState } from '../../../shared/components/error-state';

/** /report-cods: the certificates of destruction issued, newest first, with download. */
export function ReportCertificatesPage() {
  const { t } = useTranslation();
  const { certificates, inProgress } = useReportCertificates();
  const format = useReportFormat();

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="certificates-heading">
        <h2 id="certificates-heading" className={styles.heading}>
          {t('certificates.list.heading')}
        </h2>
        <p className={styles.intro}>
          {t('certificates.list.intro')}{' '}
          <Link to={paths.verifyCertificate}>{t('certificates.list.verifyLink')}</Link>
        </p>
        {inProgress ? (
          <div role="status" className={styles.loading}>
            <Spinner size={24} />
            <span>{t('certificates.list.inProgress')}</span>
          </div>
        ) : null}
        {certificates.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : certificates.isError ? (
          <ErrorState
            message={t('errors.fetchReports')}
            onRetry={() => void certificates.refetch()}
            retrying={certificates.isFetching}
          />
        ) : !certificates.data.get_report_certificates.length ? (
          <p>
            {t('certificates.list.empty')}{' '}
            <Link to={paths.reports}>{t('certificates.list.orderOne')}</Link>
          </p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('certificates.list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('certificates.list.number')}</th>
                  <th scope="col">{t('certificates.list.issued')}</th>
                  <th scope="col">{t('reports.columns.dates')}</th>
                  <th scope="col">{t('reports.columns.department')}</th>
                  <th scope="col">{t('certificates.list.units')}</th>
                  <th scope="col">{t('certificates.list.sha256')}</th>
                  <th scope="col">{t('reports.columns.download')}</th>
                </tr>
              </thead>
              <tbody>
                {certificates.data.get_report_certificates.map((certificate) => {
                  const file = certificate.files[0];
                  return (
                    <tr key={certificate.id}>
                      <th scope="row" className={styles.nowrap}>
                        {certificate.certificate_number}
                      </th>
                      <td>{format.dateTime(certificate.completed ?? certificate.created)}</td>
                      <td className={styles.nowrap}>
                        {format.date(certificate.from)} – {format.date(certificate.to)}
                      </td>
                      <td>{certificate.department ?? t('reports.overview.wholeGroup')}</td>
                      <td>{certificate.units_total ?? 0}</td>
                      <td>
                        {file ? (
                          <code className={styles.hash} title={file.sha256}>
                            {file.sha256.slice(0, 16)}…
                          </code>
                        ) : null}
                      </td>
                      <td>
                        <ReportDownloads report={certificate} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
