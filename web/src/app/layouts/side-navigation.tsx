import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../shared/components/logo';
import { hasReportAccess } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { paths } from '../../shared/routing/paths';
import { activeSection, navigationEntries } from './navigation';
import { NavigationIcon } from './navigation-icon';
import styles from './signed-in-layout.module.css';

interface SideNavigationProps {
  /** Link of the Webshop entry, from the startup query; the entry waits for it. */
  webshopUrl: string | undefined;
  open: boolean;
  onNavigate: () => void;
}

export function SideNavigation({ webshopUrl, open, onNavigate }: SideNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useToken();
  const reportAccess = hasReportAccess(token);
  const current = activeSection(pathname);
  const entries = navigationEntries.filter((entry) => reportAccess || !entry.needsReportAccess);

  return (
    <nav
      id="side-navigation"
      aria-label={t('navigation.label')}
      className={`${styles.sideNavigation} ${open ? styles.open : ''}`}
    >
      <Link to={paths.unitSummary} className={styles.sideLogo} onClick={onNavigate}>
        <Logo tone="light" title={t('app.home')} />
      </Link>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.section}>
            <Link
              to={entry.to}
              className={`${styles.menuLink} ${current === entry.section ? styles.active : ''}`}
              aria-current={current === entry.section ? 'page' : undefined}
              onClick={onNavigate}
            >
              <NavigationIcon name={entry.section} />
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
        {webshopUrl ? (
          <li>
            <a
              href={webshopUrl}
              target="_blank"
              rel="noopener"
              className={styles.menuLink}
              onClick={onNavigate}
            >
              <NavigationIcon name="webshop" />
              {t('navigation.webshop')}
              <span className="visually-hidden"> {t('navigation.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.helpBox}>
        <p>{t('navigation.helpText')}</p>
        <Link to={paths.contact} className={styles.helpLink} onClick={onNavigate}>
          {t('navigation.contactUs')}
        </Link>
      </div>
    </nav>
  );
}
