import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { Spinner } from '../../../shared/components/spinner';
import type { ReportFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { paths } from '../../../shared/routing/paths';
import { useReports } from '../api/get-reports';
import { useRetryReport } from '../api/retry-report';
import { useReportFormat } from '../hooks/use-report-format';
import { ReportDownloads, ReportStatus } from './report-status';
import styles from './reports.module.css';
import { ErrorState } from '../../../shared/components/error-state';
import { TableScroll } from '../../../shared/components/table-scroll';

/** /reports-overview: the ordered reports with live status, downloads and retry. */
export function ReportsOverviewPage() {
  const { t } = useTranslation();
  const reports = useReports();
  const retry = useRetryReport();
  const format = useReportFormat();

  const filtersOf = (report: ReportFieldsFragment): string[] =>
    [
      report.free_text ? t('reports.overview.freeText', { text: report.free_text }) : null,
      report.serial_or_product
        ? t('reports.overview.serialOrProduct', { text: report.serial_or_product })
        : null,
    ].filter((filter): filter is string => filter !== null);

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="reports-overview-heading">
        <h2 id="reports-overview-heading" className={styles.heading}>
          {t('reports.overview.heading')}
        </h2>
        {reports.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : reports.isError ? (
          <ErrorState
            message={t('errors.fetchReports')}
            onRetry={() => void reports.refetch()}
            retrying={reports.isFetching}
          />
        ) : !reports.data.get_reports.length ? (
          <p>
            {t('reports.overview.empty')}{' '}
            <Link to={paths.reports}>{t('reports.overview.orderOne')}</Link>
          </p>
        ) : (
          <TableScroll label={t('reports.overview.caption')}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('reports.overview.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reports.columns.name')}</th>
                  <th scope="col">{t('reports.columns.created')}</th>
                  <th scope="col">{t('reports.columns.dates')}</th>
                  <th scope="col">{t('reports.columns.department')}</th>
                  <th scope="col">{t('reports.columns.recipient')}</th>
                  <th scope="col">{t('reports.columns.availableUntil')}</th>
                  <th scope="col">{t('reports.columns.status')}</th>
                  <th scope="col">{t('reports.columns.download')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.data.get_reports.map((report) => (
                  <tr key={report.id}>
                    <th scope="row">
                      {t(`reports.kinds.${report.kind}`)}
                      {report.regular && report.interval ? (
                        <span className={styles.detail}>
                          {t(`reports.intervals.${report.interval}`)}
                        </span>
                      ) : null}
                    </th>
                    <td>
                      <span className={styles.nowrap}>{format.dateTime(report.created)}</span>
                      <span className={styles.detail}>
                        {t('reports.overview.orderedBy', { name: report.ordered_by })}
                      </span>
                    </td>
                    <td>
                      <span className={styles.nowrap}>
                        {format.date(report.from)} – {format.date(report.to)}
                      </span>
                      <span className={styles.detail}>
                        {t('reports.overview.includedBy', {
                          column: t(`reports.dateColumns.${report.date_column}`),
                        })}
                      </span>
                    </td>
                    <td>
                      {report.department ?? t('reports.overview.wholeGroup')}
                      {filtersOf(report).map((filter) => (
                        <span key={filter} className={styles.detail}>
                          {filter}
                        </span>
                      ))}
                    </td>
                    <td>
                      <ul className={styles.recipients}>
                        {report.recipients.map((recipient) => (
                          <li key={recipient}>{recipient}</li>
                        ))}
                      </ul>
                    </td>
                    <td className={styles.nowrap}>
                      {report.available_until ? format.date(report.available_until) : '–'}
                    </td>
                    <td>
                      <ReportStatus report={report} />
                    </td>
                    <td>
                      <ReportDownloads report={report} />
                      {report.status === 'FAILED' ? (
                        <Button
                          variant="secondary"
                          onClick={() => retry.mutate(report.id)}
                          disabled={retry.isPending}
                          aria-label={t('reports.retryFor', { name: report.name })}
                        >
                          {t('reports.retry')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {retry.isError ? (
          <p role="alert" className={styles.alert}>
            {t('reports.retryFailed')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
