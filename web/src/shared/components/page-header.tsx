import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import styles from './page-header.module.css';

interface PageTab {
  to: string;
  label: string;
}

interface PageHeaderProps {
  title: string;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  tabs?: PageTab[];
}

export function PageHeader({ title, actions, tabs }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {tabs?.length ? (
        <nav className={styles.tabs} aria-label={title}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    isActive ? `${styles.tab} ${styles.active}` : styles.tab
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
