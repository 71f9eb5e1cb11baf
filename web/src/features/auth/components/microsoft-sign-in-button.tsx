import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { OrDivider } from '../../../shared/components/or-divider';
import { saveCountry } from '../../../shared/country/country';
import { startMicrosoftSignIn } from '../../../shared/auth/microsoft-sign-in';
import { isMicrosoftSignInAvailable } from '../../../shared/auth/server-features';
import type { ErrorMessage } from '../../../shared/errors/error-messages';
import { loginFailureMessage } from '../lib/login-failure';
import styles from './login.module.css';

/**
 * "Sign in with Microsoft", shown only when the server offers it. The country chosen in the
 * form is saved first: the sign-in completes against that country's users.
 */
export function MicrosoftSignInButton({ from }: { from: string | undefined }) {
  const { t } = useTranslation();
  const available = isMicrosoftSignInAvailable();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  if (!available) return null;

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const country = event.currentTarget.form?.elements.namedItem('country');
    if (country instanceof HTMLSelectElement) saveCountry(country.value);
    setPending(true);
    setFailure(null);
    try {
      await startMicrosoftSignIn(from);
    } catch (error) {
      setFailure(await loginFailureMessage(error));
      setPending(false);
    }
  };
  return (
    <div className={styles.alternative}>
      <OrDivider>{t('login.microsoft.or')}</OrDivider>
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key, failure.values)}
        </div>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        disabled={pending}
        onClick={(event) => void onClick(event)}
      >
        {pending ? t('login.microsoft.redirecting') : t('login.microsoft.signIn')}
      </Button>
    </div>
  );
}
