import { useState, type ReactNode } from 'react';
import styles from './unit-summary.module.css';

/**
 * A chart's figures as a table, behind a "Show … as a table" summary. The table is built when
 * the reader first opens it, not with the page: most never do, and a month's or a category's
 * rows would lengthen the dashboard's render on a phone for nothing. Once built, it stays.
 */
export function TableDisclosure({ summary, table }: { summary: string; table: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={styles.tableToggle}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened ? table() : null}
    </details>
  );
}
