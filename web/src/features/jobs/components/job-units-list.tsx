import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unitPathFrom } from '../../../shared/routing/unit-origin';
import { ErrorState } from '../../../shared/components/error-state';
import type { GetJobUnitsQuery, JobUnitSort } from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useJobUnits } from '../api/get-job-units';
import styles from './jobs.module.css';

type JobUnit = GetJobUnitsQuery['get_job_units']['units'][number];

const jobUnitsPageSize = 50;

/** The units list's view in the address, apart from anything else on the page (units-*). */
const jobUnitListOptions: ListOptions<JobUnitSort> = {
  sorts: ['serial_number', 'manufacturer', 'model', 'category', 'grade', 'outcome', 'created_at'],
  defaultSort: 'serial_number',
  defaultDirection: 'ASC',
  prefix: 'units-',
};

/**
 * The units processed from a job, a page at a time (a job of hundreds of units stays one
 * screen), sorted, searched and exported on the server.
 */
export function JobUnitsList({
  jobId,
  jobNumber,
  unitCount,
}: {
  jobId: string;
  jobNumber: string;
  unitCount: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(jobUnitListOptions);
  const { view } = list;
  const units = useJobUnits({
    job_id: jobId,
    filter: { text: view.text || null },
    page: view.page,
    page_size: jobUnitsPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const page = units.data?.get_job_units;

  const columns: DataTableColumn<JobUnit, JobUnitSort>[] = [
    {
      key: 'serial',
      header: t('jobs.detail.serialNumber'),
      sort: 'serial_number',
      opensRow: true,
      // The unit's page leads back to this job (not to the unit search), after a reload too.
      cell: (unit) => (
        <Link
          to={unitPathFrom(unit.id, { kind: 'job' })}
          state={{ fromJob: { id: jobId, number: jobNumber } }}
        >
          {unit.serial_number}
        </Link>
      ),
    },
    {
      key: 'category',
      header: t('jobs.detail.category'),
      sort: 'category',
      cell: (unit) => t(`unitSummary.categories.${unit.category}`, unit.category),
    },
    {
      key: 'manufacturer',
      header: t('lists.columns.manufacturer'),
      sort: 'manufacturer',
      cell: (unit) => unit.manufacturer ?? '',
    },
    {
      key: 'model',
      header: t('jobs.detail.model'),
      sort: 'model',
      cell: (unit) => unit.model ?? '',
    },
    {
      key: 'grade',
      header: t('lists.columns.grade'),
      sort: 'grade',
      cell: (unit) => unit.grade ?? '',
    },
    {
      key: 'outcome',
      header: t('jobs.detail.outcome'),
      sort: 'outcome',
      cell: (unit) => t(`jobs.detail.outcomes.${unit.outcome}`, unit.outcome),
    },
    {
      key: 'value',
      header: t('jobs.detail.value'),
      className: styles.amount,
      cell: (unit) =>
        unit.value ? formatMoney(unit.value.amount, unit.value.currency, language) : '',
    },
    {
      key: 'received',
      header: t('lists.columns.received'),
      sort: 'created_at',
      cell: (unit) => formatDate(unit.created_at, language),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="job-processed-heading">
      <h2 id="job-processed-heading" className={styles.heading}>
        {t('jobs.detail.processedUnits')}
      </h2>
      {unitCount === 0 ? (
        <p>{t('jobs.detail.processedUnitsNone')}</p>
      ) : (
        <>
          <p>
            {t('jobs.detail.processedUnitsCount', { count: unitCount })}{' '}
            <Link to={paths.unitSummary}>{t('jobs.detail.dashboardLink')}</Link>
          </p>
          <ListFilterBar
            search={<ListTextFilter value={view.text} onChange={list.setText} />}
            filtered={isFiltered(view)}
            onClear={list.clear}
            exports={
              <ListExportButtons
                name="job-units"
                query={exportQueryOf(view, { job_id: jobId })}
                disabled={!page?.total}
              />
            }
          />
          {units.isError ? (
            <ErrorState
              message={t('jobs.detail.fetchFailed')}
              onRetry={() => void units.refetch()}
              retrying={units.isFetching}
            />
          ) : null}
          {page ? (
            <DataTable
              caption={t('jobs.detail.unitsTable')}
              columns={columns}
              rows={page.units}
              rowKey={(unit) => unit.serial_number}
              total={page.total}
              page={view.page}
              pageSize={jobUnitsPageSize}
              sort={view.sort}
              direction={view.direction}
              onSort={list.sortBy}
              onPage={list.setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
