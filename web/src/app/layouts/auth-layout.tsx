import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../shared/components/language-switcher';
import { Logo } from '../../shared/components/logo';
import { Spinner } from '../../shared/components/spinner';
import { paths } from '../../shared/routing/paths';
import styles from './auth-layout.module.css';

/** Public pages: logo, language switcher and a centred white panel over a full-screen image. */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={paths.root} className={styles.logoLink}>
          <Logo tone="light" title={t('app.home')} />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.panel}>
          <Suspense
            fallback={
              <div className={styles.panelLoading}>
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className={styles.footer}>{t('app.tagline')}</footer>
    </div>
  );
}
