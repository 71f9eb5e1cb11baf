import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type {
  CertificateSort,
  ReportFieldsFragment,
} from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { ListSection } from '../../../shared/lists/list-section';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useCertificatePage } from '../api/get-certificate-page';
import { useReportFormat } from '../hooks/use-report-format';
import { CertificateSelection } from './certificate-selection';
import { ReportDownloads } from './report-status';
import styles from './reports.module.css';

const certificatesPageSize = 20;

/** The list's view in the address: ?q=&sort=&dir=&page= */
const certificateListOptions: ListOptions<CertificateSort> = {
  sorts: ['issued', 'certificate_number', 'period', 'department', 'units'],
  defaultSort: 'issued',
  defaultDirection: 'DESC',
};

/**
 * /report-cods: the certificates of destruction issued, newest first unless sorted otherwise,
 * searched and paged on the server, with download and export.
 */
export function ReportCertificatesPage() {
  const { t } = useTranslation();
  const list = useListView(certificateListOptions);
  const { view } = list;
  const { certificates, inProgress } = useCertificatePage({
    filter: { text: view.text || null },
    page: view.page,
    page_size: certificatesPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const format = useReportFormat();
  const page = certificates.data?.get_certificate_page;
  // Kept while the reader pages, sorts or searches, so certificates of several pages go together.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const columns: DataTableColumn<ReportFieldsFragment, CertificateSort>[] = [
    {
      key: 'number',
      header: t('certificates.list.number'),
      sort: 'certificate_number',
      rowHeader: true,
      className: styles.nowrap,
      cell: (certificate) => certificate.certificate_number,
    },
    {
      key: 'issued',
      header: t('certificates.list.issued'),
      sort: 'issued',
      cell: (certificate) => format.dateTime(certificate.completed ?? certificate.created),
    },
    {
      key: 'dates',
      header: t('reports.columns.dates'),
      sort: 'period',
      cell: (certificate) => (
        <>
          <span className={styles.nowrap}>{format.date(certificate.from)} –</span>{' '}
          <span className={styles.nowrap}>{format.date(certificate.to)}</span>
        </>
      ),
    },
    {
      key: 'department',
      header: t('reports.columns.department'),
      sort: 'department',
      cell: (certificate) => certificate.department ?? t('reports.overview.wholeGroup'),
    },
    {
      key: 'units',
      header: t('certificates.list.units'),
      sort: 'units',
      cell: (certificate) => certificate.units_total ?? 0,
    },
    {
      key: 'sha256',
      header: t('certificates.list.sha256'),
      cell: (certificate) => {
        const file = certificate.files[0];
        return file ? (
          <code className={styles.hash} title={file.sha256}>
            {file.sha256.slice(0, 16)}…
          </code>
        ) : null;
      },
    },
    {
      key: 'download',
      header: t('reports.columns.download'),
      cell: (certificate) => <ReportDownloads report={certificate} />,
    },
  ];

  return (
    <div className={styles.page}>
      <ListSection
        id="certificates-heading"
        heading={t('certificates.list.heading')}
        intro={
          <>
            {t('certificates.list.intro')}{' '}
            <Link to={paths.verifyCertificate}>{t('certificates.list.verifyLink')}</Link>
          </>
        }
      >
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
        ) : page && page.total === 0 && !view.text ? (
          <p>
            {t('certificates.list.empty')}{' '}
            <Link to={paths.reports}>{t('certificates.list.orderOne')}</Link>
          </p>
        ) : page ? (
          <>
            <ListFilterBar
              search={<ListTextFilter value={view.text} onChange={list.setText} />}
              filtered={isFiltered(view)}
              onClear={list.clear}
              exports={
                <ListExportButtons
                  name="certificates"
                  query={exportQueryOf(view)}
                  disabled={page.total === 0}
                />
              }
            />
            <CertificateSelection selected={selected} onClear={() => setSelected(new Set())} />
            <DataTable
              caption={t('certificates.list.caption')}
              columns={columns}
              rows={page.certificates}
              rowKey={(certificate) => certificate.id}
              total={page.total}
              page={view.page}
              pageSize={certificatesPageSize}
              sort={view.sort}
              direction={view.direction}
              onSort={list.sortBy}
              onPage={list.setPage}
              selection={{
                selected,
                onChange: setSelected,
                rowLabel: (certificate) =>
                  t('certificates.selection.select', {
                    number: certificate.certificate_number,
                  }),
              }}
            />
          </>
        ) : null}
      </ListSection>
    </div>
  );
}
