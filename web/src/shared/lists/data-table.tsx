import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { SelectField } from '../components/form-field';
import { TableScroll } from '../components/table-scroll';
import type { SortDirection } from './list-state';
import styles from './data-table.module.css';
import { htmlLanguageTag } from '../i18n/languages';

export interface DataTableColumn<Row, Sort extends string> {
  key: string;
  header: string;
  /** The server's sort column for this header; without one the header does not sort. */
  sort?: Sort;
  cell(row: Row): ReactNode;
  /** The cell that names the row (a th scope="row"). */
  rowHeader?: boolean;
  /** Identifiers, dates and times: the cell never breaks inside, other columns wrap instead. */
  noWrap?: boolean;
  /**
   * The cell whose link (or button) opens the row's detail: a click anywhere else in the row
   * opens it too. Keyboard users reach that link by Tab and open it with Enter.
   */
  opensRow?: boolean;
  /** The row's actions (its menu): a phone's card shows them without the column's name. */
  rowActions?: boolean;
  className?: string;
}

interface DataTableProps<Row, Sort extends string> {
  caption: string;
  columns: DataTableColumn<Row, Sort>[];
  rows: Row[];
  rowKey(row: Row): string;
  total: number;
  page: number;
  pageSize: number;
  sort: Sort;
  direction: SortDirection;
  /** A header's click (no direction: turn round) or the phone's sort control (a direction). */
  onSort(column: Sort, direction?: SortDirection): void;
  onPage(page: number): void;
  /** Text when no row matches (the page's own message for an empty list goes outside). */
  empty?: string;
  /** A row's details in a row of their own below it (e.g. a settlement's lines). */
  rowDetail?: (row: Row) => ReactNode;
  /** The table's tfoot (totals of the whole list). */
  footer?: ReactNode;
  /** Rows the reader may tick (certificates to download together): a checkbox column first. */
  selection?: RowSelection<Row>;
  /**
   * Orders no single column stands for (a list's default: "main agreement first, then newest"),
   * offered first by the phone's sort control so it names the order shown.
   */
  otherOrders?: { sort: Sort; direction: SortDirection; label: string }[];
}

interface RowSelection<Row> {
  /** The ticked rows' keys (rowKey), on this page and others. */
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  /** A row's checkbox's name ("Select COD-NO-2026-..."). */
  rowLabel(row: Row): string;
  /** Whether a row may be ticked (an answered hold may not): others show no box. All by default. */
  selectable?(row: Row): boolean;
}

/** The header's box ticks or clears every row of the page; half-ticked when only some are. */
function SelectPage<Row>({
  rows,
  rowKey,
  selection,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  selection: RowSelection<Row>;
}) {
  const { t } = useTranslation();
  const keys = rows.filter((row) => selection.selectable?.(row) ?? true).map(rowKey);
  const ticked = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t('lists.selectAllOnPage')}
      disabled={keys.length === 0}
      checked={ticked > 0 && ticked === keys.length}
      ref={(box) => {
        if (box) box.indeterminate = ticked > 0 && ticked < keys.length;
      }}
      onChange={(event) => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (event.target.checked) next.add(key);
          else next.delete(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

function SelectRow<Row>({
  row,
  rowKey,
  selection,
}: {
  row: Row;
  rowKey: string;
  selection: RowSelection<Row>;
}) {
  if (!(selection.selectable?.(row) ?? true)) return null;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={selection.rowLabel(row)}
      checked={selection.selected.has(rowKey)}
      onChange={(event) => {
        const next = new Set(selection.selected);
        if (event.target.checked) next.add(rowKey);
        else next.delete(rowKey);
        selection.onChange(next);
      }}
    />
  );
}

/** The elements a click in a row means for itself, not for the row. */
const ownClickTargets = 'a, button, input, select, textarea, label, summary, [role="menuitem"]';

/**
 * A click on a row that opens its detail: the row's opening link or button does what its own
 * click would. Clicks on the row's other controls, modified clicks (a new tab is the link's own
 * job) and the end of a text selection are left alone.
 */
function openRowFrom(event: MouseEvent<HTMLTableRowElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element;
  if (target.closest(ownClickTargets)) return;
  if (window.getSelection()?.toString()) return;
  const opener = event.currentTarget.querySelector<HTMLElement>(
    '[data-opens-row] a[href], [data-opens-row] button',
  );
  opener?.click();
}

function cellClassOf<Row, Sort extends string>(column: DataTableColumn<Row, Sort>) {
  const classes = [column.noWrap ? styles.noWrap : undefined, column.className].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/**
 * On a phone the list is a column of cards without the header row: the order is chosen here
 * instead (the control is hidden on wider screens, where the headers sort).
 */
function PhoneSort<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { t } = useTranslation();
  const sortable = props.columns.filter((column) => column.sort !== undefined);
  if (sortable.length === 0) return null;
  return (
    <div className={styles.phoneSort}>
      <SelectField
        label={t('lists.sortBy')}
        value={`${props.sort}:${props.direction}`}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(':') as [Sort, SortDirection];
          props.onSort(column, direction);
        }}
      >
        {(props.otherOrders ?? []).map((order) => (
          <option
            key={`${order.sort}:${order.direction}`}
            value={`${order.sort}:${order.direction}`}
          >
            {order.label}
          </option>
        ))}
        {sortable.flatMap((column) =>
          (['ASC', 'DESC'] as const).map((direction) => (
            <option key={`${column.key}:${direction}`} value={`${column.sort}:${direction}`}>
              {t(direction === 'ASC' ? 'lists.sortOptionAscending' : 'lists.sortOptionDescending', {
                column: column.header,
              })}
            </option>
          )),
        )}
      </SelectField>
    </div>
  );
}

function ariaSortOf(active: boolean, direction: SortDirection) {
  if (!active) return 'none';
  return direction === 'ASC' ? 'ascending' : 'descending';
}

/**
 * A page of a server-sorted, server-paged list: a real table whose sortable headers are buttons
 * (aria-sort tells the order), the row range in a live region (screen readers hear each change)
 * and the page controls. Wide tables scroll in a region reachable by keyboard.
 */
export function DataTable<Row, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(htmlLanguageTag(i18n.resolvedLanguage ?? i18n.language));
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  const rowsOpen = props.columns.some((column) => column.opensRow);
  return (
    <div className={styles.list}>
      <p className={styles.count} role="status">
        {props.total === 0
          ? (props.empty ?? t('lists.noRows'))
          : t('lists.showing', {
              count: props.total,
              from: number.format(from),
              to: number.format(to),
              total: number.format(props.total),
            })}
      </p>
      {props.rows.length > 0 ? <PhoneSort {...props} /> : null}
      {props.rows.length > 0 && props.selection ? (
        // The header row is hidden on a phone: its box is offered above the cards instead.
        <label className={styles.phoneSelect}>
          <SelectPage
            rows={props.rows}
            rowKey={(row) => props.rowKey(row)}
            selection={props.selection}
          />
          <span aria-hidden="true">{t('lists.selectAllOnPage')}</span>
        </label>
      ) : null}
      {props.rows.length > 0 ? (
        <TableScroll label={props.caption}>
          <table className={styles.table}>
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              <tr>
                {props.selection ? (
                  <th scope="col" className={styles.selectCell}>
                    <SelectPage
                      rows={props.rows}
                      rowKey={(row) => props.rowKey(row)}
                      selection={props.selection}
                    />
                  </th>
                ) : null}
                {props.columns.map((column) => {
                  const active = column.sort !== undefined && column.sort === props.sort;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.className}
                      aria-sort={column.sort ? ariaSortOf(active, props.direction) : undefined}
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => props.onSort(column.sort!)}
                        >
                          {column.header}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {active ? (props.direction === 'ASC' ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <Fragment key={props.rowKey(row)}>
                  <tr
                    className={rowsOpen ? styles.opensRow : undefined}
                    onClick={rowsOpen ? openRowFrom : undefined}
                  >
                    {props.selection ? (
                      <td className={styles.selectCell} data-label={t('lists.selectColumn')}>
                        <SelectRow
                          row={row}
                          rowKey={props.rowKey(row)}
                          selection={props.selection}
                        />
                      </td>
                    ) : null}
                    {props.columns.map((column) =>
                      column.rowHeader ? (
                        <th
                          key={column.key}
                          scope="row"
                          className={cellClassOf(column)}
                          data-opens-row={column.opensRow ? '' : undefined}
                        >
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td
                          key={column.key}
                          className={cellClassOf(column)}
                          data-label={column.rowActions ? undefined : column.header}
                          data-opens-row={column.opensRow ? '' : undefined}
                        >
                          {/* One box for the value, beside its label in a phone's card. */}
                          <span className={styles.value}>{column.cell(row)}</span>
                        </td>
                      ),
                    )}
                  </tr>
                  {props.rowDetail?.(row)}
                </Fragment>
              ))}
            </tbody>
            {props.footer}
          </table>
        </TableScroll>
      ) : null}
      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={t('lists.pagination')}>
          <Button
            variant="secondary"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t('lists.previous')}
          </Button>
          <span>
            {t('lists.page', { page: number.format(props.page), pages: number.format(pages) })}
          </span>
          <Button
            variant="secondary"
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t('lists.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
