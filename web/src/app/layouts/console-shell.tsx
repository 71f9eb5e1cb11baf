import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { ConsoleHeader } from '../../features/console/components/console-header';
import { useConsoleSession } from '../../features/console/lib/console-session';
import { Spinner } from '../../shared/components/spinner';
import { paths } from '../../shared/routing/paths';
import { createQueryClient } from '../query-client';
import styles from './console-shell.module.css';

/**
 * The provider's console, apart from the customers' shell: its own session (this tab only),
 * its own top bar, and a fresh cache for each session.
 */
export default function ConsoleShell() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const token = session?.token ?? '';
  const queryClient = useMemo(() => {
    void token;
    return createQueryClient();
  }, [token]);
  if (!session) return <Navigate to={paths.console} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('console.skipToContent')}
        </a>
        <ConsoleHeader />
        <main id="main" className={styles.main}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </QueryClientProvider>
  );
}
