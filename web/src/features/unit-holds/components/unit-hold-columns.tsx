import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../../../shared/components/status-tag';
import type {
  UnitHoldDecision,
  UnitHoldFieldsFragment,
} from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { RowMenu } from '../../../shared/lists/row-menu';
import { paths } from '../../../shared/routing/paths';
import { providerDayOf } from '../../../shared/lib/format-date';
import { stateTone, type HoldListSort } from '../lib/hold-list';
import { HoldDetail } from './hold-detail';
import { HoldRespondBy } from './hold-respond-by';
import styles from './unit-holds.module.css';

type Hold = UnitHoldFieldsFragment;

/**
 * The holds list's columns: the unit, its job, why it waits and since when, what is at stake,
 * the answer, and an open hold's menu (release, or destroy instead).
 */
export function useUnitHoldColumns(
  onAnswer: (hold: Hold, decision: UnitHoldDecision) => void,
): DataTableColumn<Hold, HoldListSort>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const day = (value: string) => formatDate(value, language);
  const today = providerDayOf(new Date());
  return [
    {
      key: 'serial',
      header: t('unitHolds.columns.serialNumber'),
      sort: 'serial_number',
      rowHeader: true,
      cell: (hold) => (
        <>
          <Link to={paths.unit(hold.unit_id)}>{hold.serial_number}</Link>
          <HoldDetail
            text={hold.asset_tag ? t('unitHolds.assetTag', { tag: hold.asset_tag }) : null}
          />
          <HoldDetail text={hold.device_name} />
          <HoldDetail text={[hold.manufacturer, hold.model].filter(Boolean).join(' ')} />
        </>
      ),
    },
    {
      key: 'job',
      header: t('unitHolds.columns.job'),
      sort: 'job_number',
      noWrap: true,
      cell: (hold) =>
        hold.job_id && hold.job_number ? (
          <Link to={paths.service(hold.job_id)}>{hold.job_number}</Link>
        ) : (
          (hold.job_number ?? t('unitHolds.none'))
        ),
    },
    {
      key: 'reason',
      header: t('unitHolds.columns.reason'),
      sort: 'reason',
      className: styles.reason,
      cell: (hold) => (
        <>
          {t(`unitHolds.reasons.${hold.reason}`)}
          <HoldDetail text={hold.note} />
        </>
      ),
    },
    {
      key: 'respondBy',
      header: t('unitHolds.columns.respondBy'),
      sort: 'respond_by',
      className: styles.respondBy,
      cell: (hold) => <HoldRespondBy hold={hold} today={today} />,
    },
    {
      key: 'value',
      header: t('unitHolds.columns.valueAtStake'),
      sort: 'value_at_stake',
      className: styles.amount,
      cell: (hold) =>
        hold.value_at_stake === null || hold.value_at_stake === undefined
          ? t('unitHolds.none')
          : formatMoney(hold.value_at_stake, hold.currency, language),
    },
    {
      key: 'state',
      header: t('unitHolds.columns.state'),
      sort: 'state',
      cell: (hold) => (
        <>
          <StatusTag tone={stateTone[hold.state]}>{t(`unitHolds.states.${hold.state}`)}</StatusTag>
          {hold.answered_at ? (
            <>
              <HoldDetail text={day(hold.answered_at)} />
              <HoldDetail
                text={
                  hold.answered_by ? t('unitHolds.answeredBy', { name: hold.answered_by }) : null
                }
              />
              <HoldDetail text={hold.answer_note} />
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('unitHolds.columns.actions'),
      rowActions: true,
      cell: (hold) => (
        <RowMenu
          label={t('lists.rowMenu.actionsFor', { name: hold.serial_number })}
          items={
            hold.state === 'open'
              ? [
                  { label: t('unitHolds.release'), onSelect: () => onAnswer(hold, 'release') },
                  {
                    label: t('unitHolds.destroy'),
                    destructive: true,
                    onSelect: () => onAnswer(hold, 'destroy'),
                  },
                ]
              : []
          }
        />
      ),
    },
  ];
}
