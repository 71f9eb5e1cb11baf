import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { CountrySelectField } from '../../../shared/components/country-select-field';
import { TextField } from '../../../shared/components/form-field';
import { initialSelectableCountry } from '../../../shared/country/country';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ConsoleSignInMutation } from '../../../shared/graphql/generated/graphql';
import { useConsoleSignIn } from '../api/console-sign-in';
import { ConsoleMicrosoftButton } from './console-microsoft-button';
import styles from './console.module.css';

export interface PasswordAccepted {
  country: string;
  step: ConsoleSignInMutation['console_sign_in'];
}

/** E-mail and password of a staff member, for the country whose portal they run. */
export function ConsolePasswordStep({
  notice,
  onAccepted,
}: {
  notice: string | null;
  onAccepted: (accepted: PasswordAccepted) => void;
}) {
  const { t } = useTranslation();
  const signIn = useConsoleSignIn();
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = text('email').trim();
    const password = text('password');
    const country = text('country');
    setMissing({ email: !email, password: !password });
    if (!email || !password) return;
    signIn.mutate(
      { country, email, password },
      { onSuccess: (answer) => onAccepted({ country, step: answer.console_sign_in }) },
    );
  };

  const failure = signIn.error ? errorMessage(signIn.error, 'consoleSignIn') : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key, failure.values)}
        </div>
      ) : notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <CountrySelectField name="country" defaultValue={initialSelectableCountry()} />
      <TextField
        label={t('console.signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        error={missing.email ? t('console.signIn.emailRequired') : undefined}
      />
      <TextField
        label={t('console.signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        error={missing.password ? t('console.signIn.passwordRequired') : undefined}
      />
      <Button type="submit" fullWidth disabled={signIn.isPending}>
        {signIn.isPending ? t('console.signIn.checking') : t('console.signIn.continue')}
      </Button>
      <ConsoleMicrosoftButton />
    </form>
  );
}
