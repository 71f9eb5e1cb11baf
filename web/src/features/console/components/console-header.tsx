import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '../../../shared/components/button';
import { LanguageSwitcher } from '../../../shared/components/language-switcher';
import { Logo } from '../../../shared/components/logo';
import { paths } from '../../../shared/routing/paths';
import { useConsoleMe } from '../api/console-me';
import { signOutOfConsole } from '../api/console-sign-out';
import { useConsoleSession } from '../lib/console-session';
import styles from './console.module.css';

/** The console's top bar: whose console, in which country and role, and signing out. */
export function ConsoleHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useConsoleMe();
  const session = useConsoleSession();
  const staff = me.data?.console_me;

  const signOut = async () => {
    await signOutOfConsole();
    void navigate(paths.console, { replace: true });
  };

  return (
    <header className={styles.topBar}>
      <div className={styles.brand}>
        <Logo tone="dark" title={t('console.title')} />
        <span className={styles.product}>{t('console.title')}</span>
      </div>
      <nav className={styles.consoleNavigation} aria-label={t('console.navigation')}>
        <NavLink to={paths.consoleInbox}>{t('console.inbox.title')}</NavLink>
        <NavLink to={paths.consoleCustomers}>{t('console.customers.title')}</NavLink>
        <NavLink to={paths.consoleJobs}>{t('console.jobs.title')}</NavLink>
        <NavLink to={paths.consoleDocuments}>{t('console.documents.title')}</NavLink>
        <NavLink to={paths.consoleContacts}>{t('consoleContacts.navigation')}</NavLink>
        <NavLink to={paths.consoleFactors}>{t('consoleFactors.navigation')}</NavLink>
        <NavLink to={paths.consoleProviderIdentity}>{t('consoleIdentity.navigation')}</NavLink>
        {staff?.role === 'administrator' ? (
          <>
            <NavLink to={paths.consoleStaff}>{t('consoleStaff.navigation')}</NavLink>
            <NavLink to={paths.consoleStaffLog}>{t('consoleLog.navigation')}</NavLink>
            <NavLink to={paths.consoleProviderKeys}>{t('consoleKeys.navigation')}</NavLink>
          </>
        ) : null}
      </nav>
      <div className={styles.who}>
        {staff ? (
          <p className={styles.staff}>
            <span className={styles.staffName}>{staff.name}</span>
            <span className={styles.staffRole}>
              {t(`console.roles.${staff.role}`)} · {t(`country.${session?.country ?? 'NO'}`)}
            </span>
          </p>
        ) : null}
        <LanguageSwitcher />
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('console.signOut')}
        </Button>
      </div>
    </header>
  );
}
