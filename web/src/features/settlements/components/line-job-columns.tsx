import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type {
  GetSettlementLinesQuery,
  SettlementLineSort,
} from '../../../shared/graphql/generated/graphql';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { paths } from '../../../shared/routing/paths';
import styles from './settlements.module.css';

type Line = GetSettlementLinesQuery['get_settlement_lines']['lines'][number];

/**
 * The job a line settles and the sum of its units' values beside what the line pays, so a
 * customer sees what each unit was worth and opens the job for the units themselves.
 */
export function lineJobColumns(
  t: TFunction,
  money: (amount: string) => string,
): DataTableColumn<Line, SettlementLineSort>[] {
  return [
    {
      key: 'job',
      header: t('settlements.columns.job'),
      cell: (line) =>
        line.job ? (
          <Link className={styles.jobLink} to={paths.service(line.job.id)}>
            {line.job.job_number}
          </Link>
        ) : (
          ''
        ),
    },
    {
      key: 'unitsValue',
      header: t('settlements.columns.unitsValue'),
      className: styles.amount,
      cell: (line) =>
        line.job ? (
          <>
            {money(line.job.unit_values.total)}
            <span className={styles.valuedUnits}>
              {t('settlements.valuedUnits', {
                valued: line.job.unit_values.valued_units,
                count: line.job.unit_values.units,
              })}
            </span>
          </>
        ) : (
          ''
        ),
    },
  ];
}
