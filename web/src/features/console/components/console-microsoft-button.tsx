import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { OrDivider } from '../../../shared/components/or-divider';
import { initialSelectableCountry } from '../../../shared/country/country';
import { errorMessage, type ErrorMessage } from '../../../shared/errors/error-messages';
import {
  startConsoleMicrosoftSignIn,
  useConsoleMicrosoftAvailable,
} from '../api/console-microsoft-sign-in';
import styles from './console.module.css';

/**
 * "Sign in with Microsoft" (the provider's own tenant), when the server offers it: for the
 * country chosen in the form beside it.
 */
export function ConsoleMicrosoftButton() {
  const { t } = useTranslation();
  const available = useConsoleMicrosoftAvailable(initialSelectableCountry());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  if (available.data !== true) return null;

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const country = event.currentTarget.form?.elements.namedItem('country');
    setPending(true);
    setFailure(null);
    try {
      await startConsoleMicrosoftSignIn(
        country instanceof HTMLSelectElement ? country.value : initialSelectableCountry(),
      );
    } catch (error) {
      setFailure(errorMessage(error, 'consoleMicrosoft'));
      setPending(false);
    }
  };
  return (
    <div className={styles.alternative}>
      <OrDivider>{t('console.microsoft.or')}</OrDivider>
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
        {pending ? t('console.microsoft.redirecting') : t('console.microsoft.signIn')}
      </Button>
    </div>
  );
}
