import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SupplierSwitchMenu } from '../../features/account/components/supplier-switcher';
import { CustomerViewBanner } from '../../features/auth/components/customer-view-banner';
import { ChatWidget } from '../../features/messenger/components/chat-widget';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { SearchLauncher } from '../../features/search/components/search-launcher';
import { useStartup } from '../../features/startup/api/get-startup';
import { UserMenu } from '../../features/users/components/user-menu';
import { useUserLanguage } from '../../features/users/hooks/use-user-language';
import { LoadingScreen } from '../../shared/components/loading-screen';
import { RenderAfterPaint } from '../../shared/components/render-after-paint';
import { Logo } from '../../shared/components/logo';
import { customerViewOf } from '../../shared/auth/token';
import { useToken, useTokenActions } from '../../shared/auth/use-token';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { paths } from '../../shared/routing/paths';
import { useWarmFormats } from '../../shared/lib/use-warm-formats';
import { navigationEntries } from './navigation';
import { SideNavigation } from './side-navigation';
import styles from './signed-in-layout.module.css';

/**
 * The signed-in shell: skip link, side navigation (a drawer below 768px), top bar with the user
 * menu, and <main id="main"> where pages load. The startup query runs on every page; if it
 * fails, the error is logged and nothing is rendered (spec section 8).
 */
export function SignedInLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const startup = useStartup();
  const { removeToken } = useTokenActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const inCustomerView = customerViewOf(useToken()) !== null;
  useUserLanguage();
  useWarmFormats(i18n.resolvedLanguage ?? i18n.language);

  const sessionEnded =
    startup.error instanceof GraphQLRequestError && startup.error.code === 'UNAUTHENTICATED';
  useEffect(() => {
    if (!startup.error) return;
    console.error('Startup query failed', startup.error);
    // A session ended elsewhere cannot come back: sign in again rather than stay blank.
    if (sessionEnded) removeToken({ from: { pathname, search: '', hash: '' } });
  }, [startup.error, sessionEnded, removeToken, pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (startup.isError) return null;

  return (
    <div className={inCustomerView ? `${styles.shell} ${styles.inCustomerView}` : styles.shell}>
      <a href="#main" className={styles.skipLink} title="Snarvei til hovedinnholdet">
        Til innholdet
      </a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls="side-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.hamburgerLines} aria-hidden="true" />
          <span className="visually-hidden">
            {menuOpen ? t('navigation.closeMenu') : t('navigation.openMenu')}
          </span>
        </button>
        <Link to={paths.unitSummary} className={styles.topBarLogo}>
          <Logo title={t('app.home')} compact />
        </Link>
        <SearchLauncher pages={navigationEntries} />
        <div className={styles.topBarEnd}>
          {/* The bell and its live stream come a task after the page: they are not what the
              reader came for, and their requests would lengthen the first render's work. */}
          <RenderAfterPaint>
            <NotificationCenter />
          </RenderAfterPaint>
          <UserMenu
            supplierSwitch={
              startup.data?.get_startup.permissions.can_switch_supplier
                ? (close) => <SupplierSwitchMenu onSwitch={close} />
                : undefined
            }
          />
        </div>
      </header>
      <SideNavigation
        webshopUrl={startup.data?.get_startup.webshop_url}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
      />
      {menuOpen ? (
        // Pointer users close the drawer beside it; keyboard users have Escape and the button.
        <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {inCustomerView ? (
        // Staff looking as the user write to no one as them; the banner takes the chat's place.
        <CustomerViewBanner />
      ) : (
        <ChatWidget
          settings={startup.data?.get_startup.messenger}
          userLanguage={startup.data?.get_startup.user.language}
        />
      )}
    </div>
  );
}
