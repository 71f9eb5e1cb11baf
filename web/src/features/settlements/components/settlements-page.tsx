import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  GetSettlementsQuery,
  SettlementListType,
  SettlementStatus,
} from '../../../shared/graphql/generated/graphql';
import { downloadFile } from '../../../shared/lib/download-file';
import { useSettlements } from '../api/get-settlements';
import { formatMoney, formatPeriod } from '../lib/format';
import dataPage from '../../../shared/styles/data-page.module.css';
import settlementStyles from './settlements.module.css';
import { ErrorState } from '../../../shared/components/error-state';

const styles = { ...dataPage, ...settlementStyles };

type SettlementList = GetSettlementsQuery['get_settlements'];
type Settlement = SettlementList['settlements'][number];

const statusTone: Record<SettlementStatus, StatusTone> = {
  unpaid: 'created',
  paid: 'active',
  settled: 'default',
};

function useDownload() {
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const run = async (path: string, fallbackName: string) => {
    setState('downloading');
    try {
      await downloadFile(path, fallbackName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { state, run };
}

/** One tab of the settlements page: the settlements, their lines and PDFs, totals and export. */
export function SettlementsPage({ type }: { type: SettlementListType }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const settlements = useSettlements(type);
  const csv = useDownload();

  if (settlements.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (settlements.isError) {
    return (
      <ErrorState
        message={t('settlements.errors.loadFailed')}
        onRetry={() => void settlements.refetch()}
        retrying={settlements.isFetching}
      />
    );
  }
  const list = settlements.data.get_settlements;
  const money = (amount: string) => formatMoney(amount, list.currency, language);
  return (
    <section aria-labelledby="settlements-list" className={styles.section}>
      <div className={styles.toolbar}>
        <h2 id="settlements-list" className={styles.heading}>
          {t(`settlements.listTitles.${type}`)}
        </h2>
        <Button
          variant="secondary"
          disabled={csv.state === 'downloading' || list.settlements.length === 0}
          onClick={() => void csv.run(list.csv_path, `settlements-${type}.csv`)}
        >
          {csv.state === 'downloading' ? t('settlements.exporting') : t('settlements.exportCsv')}
        </Button>
      </div>
      {csv.state === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {t('settlements.errors.downloadFailed')}
        </p>
      ) : null}
      {list.settlements.length === 0 ? (
        <p className={styles.muted}>{t('settlements.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('settlements.caption', { currency: list.currency })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('settlements.columns.number')}</th>
                <th scope="col">{t('settlements.columns.company')}</th>
                <th scope="col">{t('settlements.columns.period')}</th>
                <th scope="col">{t('settlements.columns.status')}</th>
                <th scope="col" className={styles.amount}>
                  {t('settlements.columns.resaleValue')}
                </th>
                <th scope="col" className={styles.amount}>
                  {t('settlements.columns.serviceCosts')}
                </th>
                <th scope="col" className={styles.amount}>
                  {t('settlements.columns.netAmount')}
                </th>
                <th scope="col">{t('settlements.columns.document')}</th>
              </tr>
            </thead>
            <tbody>
              {list.settlements.map((settlement) => (
                <SettlementRow
                  key={settlement.id}
                  settlement={settlement}
                  money={money}
                  period={formatPeriod(settlement.period_type, settlement.period_start, language)}
                />
              ))}
            </tbody>
            <tfoot className={styles.totals}>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('settlements.total', { count: list.totals.count })}
                </th>
                <td className={styles.amount}>{money(list.totals.resale_value)}</td>
                <td className={styles.amount}>{money(list.totals.service_costs)}</td>
                <td className={styles.amount}>{money(list.totals.net_amount)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

function SettlementRow({
  settlement,
  money,
  period,
}: {
  settlement: Settlement;
  money: (amount: string) => string;
  period: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pdf = useDownload();
  const linesId = `settlement-lines-${settlement.id}`;
  return (
    <Fragment>
      <tr>
        <th scope="row">
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={linesId}
            onClick={() => setOpen((value) => !value)}
          >
            {settlement.settlement_number}
            <span className="visually-hidden">
              {' '}
              {open ? t('settlements.hideLines') : t('settlements.showLines')}
            </span>
          </button>
        </th>
        <td>{settlement.company}</td>
        <td>{period}</td>
        <td>
          <StatusTag tone={statusTone[settlement.status]}>
            {t(`settlements.statuses.${settlement.status}`)}
          </StatusTag>
        </td>
        <td className={styles.amount}>{money(settlement.resale_value)}</td>
        <td className={styles.amount}>{money(settlement.service_costs)}</td>
        <td className={styles.amount}>{money(settlement.net_amount)}</td>
        <td className={styles.cellActions}>
          {settlement.document ? (
            <Button
              variant="secondary"
              disabled={pdf.state === 'downloading'}
              aria-label={t('settlements.downloadPdfFor', {
                number: settlement.settlement_number,
              })}
              onClick={() =>
                void pdf.run(settlement.document!.path, settlement.document!.file_name)
              }
            >
              {settlement.document.extension}
            </Button>
          ) : (
            t('settlements.noDocument')
          )}
          {pdf.state === 'failed' ? (
            <span role="alert"> {t('settlements.errors.downloadFailed')}</span>
          ) : null}
        </td>
      </tr>
      <tr id={linesId} className={styles.linesRow} hidden={!open}>
        <td colSpan={8}>
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
    </Fragment>
  );
}
