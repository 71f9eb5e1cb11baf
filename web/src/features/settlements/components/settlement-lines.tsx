import { useTranslation } from 'react-i18next';
import type { GetSettlementsQuery } from '../../../shared/graphql/generated/graphql';
import dataPage from '../../../shared/styles/data-page.module.css';
import settlementStyles from './settlements.module.css';

const styles = { ...dataPage, ...settlementStyles };

type Settlement = GetSettlementsQuery['get_settlements']['settlements'][number];

/** A settlement's lines: a row of their own under it, shown while it is opened. */
export function SettlementLines({
  settlement,
  open,
  columnCount,
  money,
}: {
  settlement: Settlement;
  open: boolean;
  columnCount: number;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <tr id={`settlement-lines-${settlement.id}`} className={styles.linesRow} hidden={!open}>
      <td colSpan={columnCount}>
        <table className={styles.linesTable}>
          <caption>
            {t('settlements.linesCaption', { number: settlement.settlement_number })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('settlements.columns.description')}</th>
              <th scope="col">{t('settlements.columns.category')}</th>
              <th scope="col" className={styles.amount}>
                {t('settlements.columns.quantity')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('settlements.columns.resaleValue')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('settlements.columns.serviceCosts')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('settlements.columns.netAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {settlement.lines.map((line) => (
              <tr key={line.position}>
                <td>{line.description}</td>
                <td>{line.category ?? ''}</td>
                <td className={styles.amount}>{line.quantity}</td>
                <td className={styles.amount}>{money(line.resale_value)}</td>
                <td className={styles.amount}>{money(line.service_costs)}</td>
                <td className={styles.amount}>{money(line.net_amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </td>
    </tr>
  );
}
