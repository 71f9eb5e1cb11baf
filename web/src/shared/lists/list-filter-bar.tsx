import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import styles from './list-filter-bar.module.css';

interface ListFilterBarProps {
  /** The list's search field (ListTextFilter), first on every list. */
  search?: ReactNode;
  /** Selects (status, kind, company...), then the days (from, to), in that order. */
  children?: ReactNode;
  /** Whether any filter differs from the list's start: only then is there something to clear. */
  filtered: boolean;
  /** Clears the search and every filter and goes back to the first page (useListView's clear). */
  onClear: () => void;
  /** The list's exports, at the end of the bar. */
  exports?: ReactNode;
}

/**
 * One layout for the filters of every list: search, selects, days, "Clear filters", then the
 * exports. The fields wrap to the next line on a narrow screen and stack on a phone, so the bar
 * never makes the page scroll sideways.
 */
export function ListFilterBar({
  search,
  children,
  filtered,
  onClear,
  exports,
}: ListFilterBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar} role="group" aria-label={t('lists.filters')}>
      <div className={styles.fields}>
        {search ? <div className={styles.search}>{search}</div> : null}
        {children}
      </div>
      <div className={styles.end}>
        {filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('lists.clearFilters')}
          </Button>
        ) : null}
        {exports}
      </div>
    </div>
  );
}
