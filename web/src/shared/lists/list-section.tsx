import type { ReactNode } from 'react';
import styles from '../styles/management-page.module.css';

interface ListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** The filters and the export above the list (see ListTools); left out while there is none. */
  tools?: ReactNode;
  /** The list itself (a DataTable brings its own pages), or what stands in for it. */
  children: ReactNode;
  /** The section's class where a page's differs from the shared one. */
  className?: string;
}

/**
 * The scaffold of a list page's section: a named heading, an intro, the list's tools and the
 * list, laid out the same on every page.
 */
export function ListSection({ id, heading, intro, tools, children, className }: ListSectionProps) {
  return (
    <section className={className ?? styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {tools ? <ListTools>{tools}</ListTools> : null}
      {children}
    </section>
  );
}

/** The row above a list: its filters at the start, its export at the end, wrapping on a phone. */
function ListTools({ children }: { children: ReactNode }) {
  return <div className={styles.listTools}>{children}</div>;
}
