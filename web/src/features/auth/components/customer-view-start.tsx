import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  clearToken,
  customerViewOf,
  readToken,
  startCustomerViewInTab,
} from '../../../shared/auth/token';
import { Spinner } from '../../../shared/components/spinner';
import { paths } from '../../../shared/routing/paths';
import { useStartCustomerView } from '../api/start-customer-view';
import styles from './login.module.css';

/**
 * /view-as?code=…: opens, in this tab only, the read-only view of a customer's portal that a
 * provider's staff member started in the console. The code works once, for two minutes.
 * /view-as?ended=1: where a view ends (its banner, its time up); the tab forgets it here.
 */
export function CustomerViewStart() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [requestFailed, setRequestFailed] = useState(false);
  const started = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  const { mutateAsync: startView } = useStartCustomerView();
  const parameters = new URLSearchParams(search);
  const code = parameters.get('code');
  const ended = parameters.has('ended');
  const failed = !ended && (!code || requestFailed);

  useLayoutEffect(() => {
    // The view's token goes once the tab has left the signed-in pages, before "ended" is shown.
    if (ended && customerViewOf(readToken()) !== null) clearToken();
  }, [ended]);

  useEffect(() => {
    if (started.current || ended || !code) return;
    started.current = true;
    startView(code).then(
      (result) => {
        startCustomerViewInTab(result.start_customer_view.token);
        void navigate(paths.unitSummary, { replace: true });
      },
      () => setRequestFailed(true),
    );
  }, [code, ended, navigate, startView]);

  useLayoutEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed]);

  if (ended) {
    return (
      <div className={styles.completing} role="status">
        <p>{t('customerView.ended')}</p>
        <Link to={paths.console}>{t('customerView.backToConsole')}</Link>
      </div>
    );
  }
  if (failed) {
    return (
      <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
        {t('customerView.codeExpired')}
      </div>
    );
  }
  return (
    <div className={styles.completing} role="status">
      <Spinner size={48} />
      <p>{t('customerView.opening')}</p>
    </div>
  );
}
