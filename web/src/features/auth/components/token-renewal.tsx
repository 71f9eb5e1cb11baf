import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { isTokenExpired, writeToken } from '../../../shared/auth/token';
import { useTokenActions } from '../../../shared/auth/use-token';
import { paths } from '../../../shared/routing/paths';
import { renewToken } from '../api/renew-token';
import styles from './token-renewal.module.css';

/**
 * Shown while an expired token is exchanged for a fresh one. A renewed, unexpired token is
 * stored (the current page then renders); otherwise the errors are logged, the token is removed
 * and nothing is rendered while the app moves to /login.
 */
export function TokenRenewal() {
  const location = useLocation();
  const { removeToken } = useTokenActions();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; renew once.
    if (started.current) return;
    started.current = true;
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    void renewToken().then((result) => {
      if ('token' in result && !isTokenExpired(result.token)) {
        writeToken(result.token);
        return;
      }
      if ('errors' in result) for (const message of result.errors) console.debug(message);
      setFailed(true);
      removeToken({ from });
    });
  }, [location.pathname, location.search, location.hash, removeToken]);

  if (failed) return null;
  return (
    <div className={styles.screen} role="status">
      <Spinner />
      <p className={styles.text}>
        <Trans i18nKey="token.renewing" components={{ loginLink: <Link to={paths.login} /> }} />
      </p>
    </div>
  );
}
