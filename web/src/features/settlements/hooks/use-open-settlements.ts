import { useSearchParams } from 'react-router';

const openParameter = 'open';

function idsIn(search: URLSearchParams): Set<string> {
  return new Set((search.get(openParameter) ?? '').split(',').filter(Boolean));
}

/**
 * The settlements whose lines are shown, in the address (?open=<id>,<id>), so a link or a reload
 * shows them open with their lines' own view. Toggling replaces the entry, like the list's view.
 */
export function useOpenSettlements() {
  const [search, setSearch] = useSearchParams();
  const open = idsIn(search);
  const toggle = (id: string) =>
    setSearch(
      (current) => {
        const ids = idsIn(current);
        if (!ids.delete(id)) ids.add(id);
        const next = new URLSearchParams(current);
        if (ids.size) next.set(openParameter, [...ids].join(','));
        else next.delete(openParameter);
        return next;
      },
      { replace: true },
    );
  return { isOpen: (id: string) => open.has(id), toggle };
}
