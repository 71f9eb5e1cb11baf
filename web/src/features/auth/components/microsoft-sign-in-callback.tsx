import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  clearPendingMicrosoftSignIn,
  readPendingMicrosoftSignIn,
} from '../../../shared/auth/microsoft-sign-in';
import { useTokenActions } from '../../../shared/auth/use-token';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage, type ErrorMessage } from '../../../shared/errors/error-messages';
import { useAuthMicrosoft } from '../api/auth-microsoft';
import { useAuthMicrosoftChoose } from '../api/auth-microsoft-choose';
import { offeredCompaniesOf, type OfferedCompanies } from '../lib/offered-companies';
import { CompanyChoice } from './company-choice';
import styles from './login.module.css';

/** What Microsoft's redirect says, checked against the sign-in this tab started. */
function readCallback(
  search: string,
): { code: string; state: string; from: string | undefined } | ErrorMessage {
  const parameters = new URLSearchParams(search);
  const pending = readPendingMicrosoftSignIn();
  // The user cancelled or Microsoft refused (e.g. no consent): error=access_denied and friends.
  if (parameters.get('error')) {
    return {
      key:
        parameters.get('error') === 'access_denied'
          ? 'login.microsoft.errors.cancelled'
          : 'login.microsoft.errors.failed',
    };
  }
  const code = parameters.get('code');
  const state = parameters.get('state');
  // A callback this tab did not start (or already used) is never completed.
  if (!code || !state || !pending || pending.state !== state) {
    return { key: 'login.microsoft.errors.failed' };
  }
  return { code, state, from: pending.from };
}

/**
 * /login/microsoft/: completes the sign-in Microsoft sent the browser back from. When companies
 * set the person up by SCIM and none is confirmed yet, the person chooses theirs first.
 */
export function MicrosoftSignInCallback() {
  const { t } = useTranslation();
  const location = useLocation();
  const { setToken } = useTokenActions();
  const callback = useMemo(() => readCallback(location.search), [location.search]);
  const [requestFailure, setRequestFailure] = useState<ErrorMessage | null>(null);
  const [offer, setOffer] = useState<OfferedCompanies | null>(null);
  const failure = 'key' in callback ? callback : requestFailure;
  const alert = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  // Its promise, not mutate's callbacks: those stay silent when Strict Mode remounts the page.
  const { mutateAsync: completeSignIn } = useAuthMicrosoft();
  const choose = useAuthMicrosoftChoose();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearPendingMicrosoftSignIn();
    if ('key' in callback) return;
    completeSignIn({ callback_code: callback.code, state: callback.state }).then(
      (result) => {
        if (result.auth_microsoft.token) setToken(result.auth_microsoft.token, callback.from);
        else setRequestFailure({ key: 'login.microsoft.errors.failed' });
      },
      (error: unknown) => {
        const offered = offeredCompaniesOf(error);
        if (offered) setOffer(offered);
        else setRequestFailure(errorMessage(error, 'login'));
      },
    );
  }, [callback, setToken, completeSignIn]);

  const onChoose = (company: number) => {
    if (!offer || 'key' in callback) return;
    choose.mutate(
      { choice_code: offer.choiceCode, company },
      {
        onSuccess: (result) => {
          const { token } = result.auth_microsoft_choose;
          if (token) setToken(token, callback.from);
          else setRequestFailure({ key: 'login.microsoft.errors.failed' });
        },
        onError: (error) => {
          setOffer(null);
          setRequestFailure(errorMessage(error, 'login'));
        },
      },
    );
  };

  useLayoutEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  if (offer && !failure) {
    return <CompanyChoice offer={offer} choosing={choose.isPending} onChoose={onChoose} />;
  }
  if (failure) {
    return (
      <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
        {t(failure.key, failure.values)}
      </div>
    );
  }
  return (
    <div className={styles.completing} role="status">
      <Spinner size={48} />
      <p>{t('login.microsoft.completing')}</p>
    </div>
  );
}
