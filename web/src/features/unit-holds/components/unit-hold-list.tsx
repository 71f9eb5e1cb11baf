import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type {
  UnitHoldDecision,
  UnitHoldFieldsFragment,
} from '../../../shared/graphql/generated/graphql';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { isFiltered } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useUnitHolds } from '../api/get-unit-holds';
import {
  holdExportQueryOf,
  holdFilterOf,
  holdOrderOf,
  unitHoldListOptions,
  unitHoldsPageSize,
} from '../lib/hold-list';
import { HoldFilterSelects } from './hold-filter-selects';
import { HoldSelection } from './hold-selection';
import { useUnitHoldColumns } from './unit-hold-columns';
import styles from './unit-holds.module.css';

interface UnitHoldListProps {
  /** The ticked holds' ids, kept across pages, sorts and filters. */
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  /** Asks to answer these holds (the page's dialog). */
  onAnswer: (holdIds: string[], decision: UnitHoldDecision) => void;
}

/** The holds: filters, export, the ticked holds' actions and the table, or its empty state. */
export function UnitHoldList({ selected, onSelect, onAnswer }: UnitHoldListProps) {
  const { t } = useTranslation();
  const list = useListView(unitHoldListOptions);
  const { view } = list;
  const filter = holdFilterOf(view);
  const holds = useUnitHolds({
    filter,
    page: view.page,
    page_size: unitHoldsPageSize,
    ...holdOrderOf(view),
  });
  const columns = useUnitHoldColumns((hold, decision) => onAnswer([hold.id], decision));

  if (holds.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (holds.isError) {
    return (
      <ErrorState
        message={t('unitHolds.errors.loadFailed')}
        onRetry={() => void holds.refetch()}
        retrying={holds.isFetching}
      />
    );
  }
  const page = holds.data.get_unit_holds;
  const filtered = isFiltered(view);
  if (page.total === 0 && !filtered) {
    return <p className={styles.empty}>{t('unitHolds.empty')}</p>;
  }
  return (
    <>
      <p className={styles.intro}>
        {page.open_count > 0
          ? t('unitHolds.openCount', { count: page.open_count })
          : t('unitHolds.empty')}
      </p>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('unitHolds.filter')}
            hint={t('unitHolds.filterHint')}
          />
        }
        filtered={filtered}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="unit-holds"
            query={holdExportQueryOf(view)}
            disabled={page.total === 0}
          />
        }
      >
        <HoldFilterSelects filter={filter} onChange={list.setFilter} />
      </ListFilterBar>
      {page.open_count > 0 || selected.size > 0 ? (
        <HoldSelection
          selected={selected}
          onAnswer={(decision) => onAnswer([...selected], decision)}
          onClear={() => onSelect(new Set())}
        />
      ) : null}
      <DataTable
        caption={t('unitHolds.caption')}
        columns={columns}
        rows={page.holds}
        rowKey={(hold) => hold.id}
        total={page.total}
        page={view.page}
        pageSize={unitHoldsPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t('unitHolds.noMatch')}
        selection={{
          selected,
          onChange: onSelect,
          rowLabel: (hold: UnitHoldFieldsFragment) =>
            t('unitHolds.select', { serial: hold.serial_number }),
          selectable: (hold) => hold.state === 'open',
        }}
      />
    </>
  );
}
