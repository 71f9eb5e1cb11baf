import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage, type ErrorMessage } from '../../../shared/errors/error-messages';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { paths } from '../../../shared/routing/paths';
import { useConsoleSignInMicrosoft } from '../api/console-microsoft-sign-in';
import { takeConsoleMicrosoftSignIn } from '../lib/console-microsoft-pending';
import { saveConsoleSession } from '../lib/console-session';
import styles from './console.module.css';

type Callback = { code: string; state: string; country: string } | ErrorMessage;

/** What the tenant's redirect says, checked against the sign-in this tab started. */
function readCallback(search: string): Callback {
  const parameters = new URLSearchParams(search);
  const pending = takeConsoleMicrosoftSignIn();
  if (parameters.get('error')) {
    return {
      key:
        parameters.get('error') === 'access_denied'
          ? 'console.microsoft.errors.cancelled'
          : 'console.microsoft.errors.failed',
    };
  }
  const code = parameters.get('code');
  const state = parameters.get('state');
  // A callback this tab did not start (or already used) is never completed.
  if (!code || !state || !pending || pending.state !== state) {
    return { key: 'console.microsoft.errors.failed' };
  }
  return { code, state, country: pending.country };
}

/** /console/microsoft/: completes a staff sign-in the provider's tenant sent back, then the inbox. */
export function ConsoleMicrosoftCallback() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const callback = useMemo(() => readCallback(search), [search]);
  const [requestFailure, setRequestFailure] = useState<ErrorMessage | null>(null);
  const failure = 'key' in callback ? callback : requestFailure;
  const started = useRef(false);
  const alert = useRef<HTMLDivElement>(null);
  const { mutateAsync: signIn } = useConsoleSignInMicrosoft();
  usePageTitle(t('console.microsoft.title'));

  useEffect(() => {
    if (started.current || 'key' in callback) return;
    started.current = true;
    signIn({ callback_code: callback.code, state: callback.state, country: callback.country }).then(
      (answer) => {
        saveConsoleSession({
          token: answer.console_sign_in_microsoft.token,
          country: callback.country,
        });
        void navigate(paths.consoleInbox, { replace: true });
      },
      (error: unknown) => setRequestFailure(errorMessage(error, 'consoleMicrosoft')),
    );
  }, [callback, navigate, signIn]);

  useLayoutEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  return (
    <>
      <h1 className={styles.heading}>{t('console.microsoft.title')}</h1>
      {failure ? (
        <>
          <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
            {t(failure.key, failure.values)}
          </div>
          <Link to={paths.console}>{t('console.microsoft.backToSignIn')}</Link>
        </>
      ) : (
        <div className={styles.loading} role="status">
          <Spinner size={48} />
          <p>{t('console.microsoft.completing')}</p>
        </div>
      )}
    </>
  );
}
