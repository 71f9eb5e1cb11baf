import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { isTokenExpired } from '../../../shared/auth/token';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import {
  locationToPath,
  useToken,
  useTokenActions,
  type LoginState,
} from '../../../shared/auth/use-token';
import { endSession } from '../api/logout';
import { LoginForm } from './login-form';
import styles from './login.module.css';

/** The session ends on the server first; then the token goes and the app moves to /login. */
function SignOut() {
  const { t } = useTranslation();
  const { removeToken } = useTokenActions();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endSession().then(() => removeToken({ signedOut: true }));
  }, [removeToken]);
  return (
    <div className={styles.signingOut} role="status">
      <Spinner size={48} />
      <p>{t('login.signingOut')}</p>
    </div>
  );
}

/** The login screen; in logout mode (/logout) it first signs the user out. */
export function LoginScreen({ mode }: { mode: 'login' | 'logout' }) {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const state = location.state as LoginState | null;
  usePageTitle(t('login.title'));

  if (mode === 'logout') return <SignOut />;
  // Signed in (also just now): on to the requested page or the default one.
  if (token && !isTokenExpired(token)) return <Navigate to={locationToPath(state?.from)} replace />;

  return (
    <>
      <h1 className={styles.heading}>{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.intro')}</p>
      {state?.signedOut ? (
        <p className={styles.notice} role="status">
          {t('login.signedOut')}
        </p>
      ) : null}
      <LoginForm />
    </>
  );
}
