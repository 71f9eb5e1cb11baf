import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (this page) has none. */
  to?: string;
}

/** Where a detail page sits and the way back: "Jobs › Job 1042 › SN-123". */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.breadcrumbs} aria-label={t('figures.breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
