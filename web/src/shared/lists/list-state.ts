/**
 * A list's view in the address (page, sort column and direction, text filter and the list's own
 * filters), so a link or a reload shows the same rows. Parameters carry an optional prefix, so
 * two lists on one page keep apart.
 */
export type SortDirection = 'ASC' | 'DESC';

export interface ListOptions<Sort extends string, Filter extends string = never> {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  /** The list's own filters: parameter names, values as given (checked by the server). */
  filters?: readonly Filter[];
  prefix?: string;
}

export interface ListView<Sort extends string, Filter extends string = never> {
  page: number;
  sort: Sort;
  direction: SortDirection;
  text: string;
  filters: Record<Filter, string | null>;
}

const maximumTextLength = 100;

function namesOf(prefix = '') {
  return {
    page: `${prefix}page`,
    sort: `${prefix}sort`,
    direction: `${prefix}dir`,
    text: `${prefix}q`,
  };
}

export function readListView<Sort extends string, Filter extends string = never>(
  search: URLSearchParams,
  options: ListOptions<Sort, Filter>,
): ListView<Sort, Filter> {
  const names = namesOf(options.prefix);
  const page = Number(search.get(names.page));
  const sort = options.sorts.find((column) => column === search.get(names.sort));
  const direction = search.get(names.direction);
  const filters = {} as Record<Filter, string | null>;
  for (const filter of options.filters ?? []) {
    filters[filter] = search.get(`${options.prefix ?? ''}${filter}`)?.trim() || null;
  }
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: sort ?? options.defaultSort,
    direction:
      direction === 'ASC' || direction === 'DESC'
        ? direction
        : sort
          ? 'ASC'
          : options.defaultDirection,
    text: (search.get(names.text) ?? '').trim().slice(0, maximumTextLength),
    filters,
  };
}

/**
 * The address after a change of the view: other parameters stay; defaults are left out so the
 * plain list has a plain address.
 */
export function writeListView<Sort extends string, Filter extends string = never>(
  search: URLSearchParams,
  view: ListView<Sort, Filter>,
  options: ListOptions<Sort, Filter>,
): URLSearchParams {
  const names = namesOf(options.prefix);
  const next = new URLSearchParams(search);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(names.page, view.page > 1 ? String(view.page) : null);
  const isDefault =
    view.sort === options.defaultSort && view.direction === options.defaultDirection;
  set(names.sort, isDefault ? null : view.sort);
  set(names.direction, isDefault ? null : view.direction);
  set(names.text, view.text.trim() || null);
  for (const filter of options.filters ?? []) {
    set(`${options.prefix ?? ''}${filter}`, view.filters[filter]);
  }
  return next;
}

/** A header's next order: the same column flips; another starts ascending. */
export function nextOrder<Sort extends string>(
  current: { sort: Sort; direction: SortDirection },
  column: Sort,
): { sort: Sort; direction: SortDirection } {
  if (current.sort !== column) return { sort: column, direction: 'ASC' };
  return { sort: column, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}

/** The view's filters and order as an export's query string (all rows, so no page). */
export function exportQueryOf<Sort extends string, Filter extends string = never>(
  view: ListView<Sort, Filter>,
  extra: Record<string, string | null | undefined> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...view.filters, ...extra })) {
    if (typeof value === 'string' && value) query.set(name, value);
  }
  if (view.text) query.set('text', view.text);
  query.set('sort', view.sort);
  query.set('direction', view.direction);
  return query;
}

/** Whether the view searches or filters at all: what "Clear filters" would undo. */
export function isFiltered<Sort extends string, Filter extends string>(
  view: ListView<Sort, Filter>,
): boolean {
  return (
    view.text !== '' || Object.values<string | null>(view.filters).some((value) => value !== null)
  );
}
