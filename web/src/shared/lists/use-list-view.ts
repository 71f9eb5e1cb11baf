import { useSearchParams } from 'react-router';
import {
  nextOrder,
  readListView,
  writeListView,
  type ListOptions,
  type ListView,
  type SortDirection,
} from './list-state';

/**
 * A list's page, order and filters, kept in the address: every change replaces the entry (Back
 * leaves the list rather than stepping through its pages), and a change of filter or order goes
 * back to the first page.
 */
export function useListView<Sort extends string, Filter extends string = never>(
  options: ListOptions<Sort, Filter>,
) {
  const [search, setSearch] = useSearchParams();
  const view = readListView(search, options);
  const change = (changes: Partial<ListView<Sort, Filter>>) =>
    setSearch(
      (current) =>
        writeListView(current, { ...readListView(current, options), page: 1, ...changes }, options),
      { replace: true },
    );
  return {
    view,
    setPage: (page: number) => change({ page }),
    /** A header click turns the order round; a chosen direction (the phone's control) is kept. */
    sortBy: (column: Sort, direction?: SortDirection) =>
      change(direction ? { sort: column, direction } : nextOrder(view, column)),
    setText: (text: string) => change({ text }),
    setFilter: (filter: Filter, value: string | null) =>
      change({ filters: { ...view.filters, [filter]: value } }),
    clear: () =>
      change({
        text: '',
        filters: Object.fromEntries(
          (options.filters ?? []).map((filter) => [filter, null]),
        ) as Record<Filter, string | null>,
      }),
  };
}
