import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../../shared/components/status-tag';
import type {
  GetJobReconciliationQuery,
  ReconciliationSortField,
} from '../../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../../shared/lib/format-date';
import {
  outcomeToneOf,
  statusToneOf,
  type ReconciliationView,
} from '../../lib/reconciliation-view';
import styles from '../jobs.module.css';
import own from './reconciliation.module.css';

type ReconciliationRow = GetJobReconciliationQuery['get_job_reconciliation']['rows'][number];

const sortableColumns: { field: ReconciliationSortField; label: string }[] = [
  { field: 'SERIAL_NUMBER', label: 'reconciliation.columns.serial_number' },
  { field: 'STATUS', label: 'reconciliation.columns.status' },
  { field: 'ASSET_TAG', label: 'reconciliation.columns.asset_tag' },
  { field: 'EXPECTED_MODEL', label: 'reconciliation.columns.expected_model' },
  { field: 'RECEIVED_MODEL', label: 'reconciliation.columns.received_model' },
  { field: 'RECEIVED_AT', label: 'reconciliation.columns.received_at' },
];

/** One page of the reconciliation's rows, its headers buttons that sort (again: the other way). */
export function ReconciliationTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ReconciliationRow[];
  sort: ReconciliationView['sort'];
  onSort: (field: ReconciliationSortField) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-label={t('reconciliation.table')}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={`${styles.table} ${own.cards}`}>
        <thead>
          {/* On a phone the headers that sort stand in a row of their own, under this label. */}
          <tr data-label={t('lists.sortBy')}>
            {sortableColumns.map((column) => (
              <Fragment key={column.field}>
                <th
                  scope="col"
                  aria-sort={
                    sort.field === column.field
                      ? sort.direction === 'ASC'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className={own.sortButton}
                    title={t('reconciliation.sortBy', { column: t(column.label) })}
                    onClick={() => onSort(column.field)}
                  >
                    {t(column.label)}
                  </button>
                </th>
                {/* What became of the unit, beside its status. */}
                {column.field === 'STATUS' ? (
                  <th scope="col" className={own.unsortable}>
                    {t('reconciliation.columns.outcome')}
                  </th>
                ) : null}
                {/* The customer's own keys, beside the asset tag. */}
                {column.field === 'ASSET_TAG' ? (
                  <th scope="col" className={own.unsortable}>
                    {t('reconciliation.columns.device')}
                  </th>
                ) : null}
              </Fragment>
            ))}
            <th scope="col" className={own.unsortable}>
              {t('reconciliation.columns.resolution')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.status}-${row.serial_number}`}>
              <th scope="row">{row.serial_number}</th>
              <td data-label={t('reconciliation.columns.status')}>
                <StatusTag tone={statusToneOf(row.status)}>
                  {t(`reconciliation.statuses.${row.status.toLowerCase()}`)}
                </StatusTag>
              </td>
              <td data-label={t('reconciliation.columns.outcome')}>
                {row.outcome ? (
                  <StatusTag tone={outcomeToneOf(row.outcome)}>
                    {t(`reconciliation.outcomes.${row.outcome.toLowerCase()}`)}
                  </StatusTag>
                ) : null}
              </td>
              <td data-label={t('reconciliation.columns.asset_tag')}>{row.asset_tag}</td>
              <td data-label={t('reconciliation.columns.device')}>
                {row.device_name || row.device_id ? (
                  // One box, so a phone's card keeps the name and the ID together beside the label.
                  <span>
                    {row.device_name}
                    {row.device_id ? <span className={own.deviceId}>{row.device_id}</span> : null}
                  </span>
                ) : null}
              </td>
              <td data-label={t('reconciliation.columns.expected_model')}>{row.expected_model}</td>
              <td data-label={t('reconciliation.columns.received_model')}>
                {[row.received_manufacturer, row.received_model].filter(Boolean).join(' ') || null}
              </td>
              <td data-label={t('reconciliation.columns.received_at')}>
                {row.received_at ? formatDate(row.received_at, language) : null}
              </td>
              <td data-label={t('reconciliation.columns.resolution')}>
                {row.resolution
                  ? [
                      t(`reconciliation.resolutions.${row.resolution.toLowerCase()}`),
                      row.resolution_note,
                    ]
                      .filter(Boolean)
                      .join(': ')
                  : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
