import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../shared/components/button';
import { CountrySelectField } from '../../../shared/components/country-select-field';
import { TextField } from '../../../shared/components/form-field';
import {
  initialSelectableCountry,
  saveCountry,
  selectableCountries,
  type SelectableCountry,
} from '../../../shared/country/country';
import { locationToPath, useTokenActions, type LoginState } from '../../../shared/auth/use-token';
import { paths } from '../../../shared/routing/paths';
import { prepareSignIn, useSignIn } from '../api/auth';
import { MicrosoftSignInButton } from './microsoft-sign-in-button';
import { OtherCountries } from './other-countries';
import styles from './login.module.css';

import type { LoginFieldErrors, LoginValues } from '../lib/login-schema';

/**
 * The one form without react-hook-form: it is the whole first load of /login, whose budget is
 * 120 kB of JavaScript, and react-hook-form alone is 12 kB of it. Two fields need no form
 * library: the browser keeps the values, and the zod schema loads on the first submit.
 */
async function validate(form: HTMLFormElement) {
  const data = new FormData(form);
  const read = (name: keyof LoginValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const { validateLogin } = await import('../lib/login-schema');
  return validateLogin({
    country: read('country'),
    email: read('email'),
    password: read('password'),
  });
}

export function LoginForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const { setToken } = useTokenActions();
  const signIn = useSignIn();
  const from = (location.state as LoginState | null)?.from;
  const initialCountry = initialSelectableCountry();
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [triedCountry, setTriedCountry] = useState<SelectableCountry>(initialCountry);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prepareSignIn();
    const form = event.currentTarget;
    const result = await validate(form);
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = (['email', 'password'] as const).find((field) => result.errors[field]);
      if (firstInvalid) form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    // Each country has its own users, so the endpoint must be chosen before signing in.
    saveCountry(result.values.country);
    const country = selectableCountries.find((code) => code === result.values.country);
    if (country) setTriedCountry(country);
    const user = await signIn.signIn({
      email: result.values.email,
      password: result.values.password,
    });
    if (user?.token) setToken(user.token, locationToPath(from));
  };

  const failure = signIn.failure;
  const tryCountry = (country: SelectableCountry) => {
    const form = formRef.current;
    const select = form?.elements.namedItem('country');
    if (!form || !(select instanceof HTMLSelectElement)) return;
    select.value = country;
    form.requestSubmit();
  };
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key, failure.values)}
        </div>
      ) : null}
      {failure?.key === 'login.errors.invalidCredentials' && !signIn.isPending ? (
        <OtherCountries tried={triedCountry} onTry={tryCountry} />
      ) : null}
      <CountrySelectField name="country" defaultValue={initialCountry} />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        name="email"
        error={fieldError(errors.email)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        name="password"
        error={fieldError(errors.password)}
      />
      <div className={styles.forgot}>
        <Link to={paths.resetPassword}>{t('login.forgotPassword')}</Link>
      </div>
      <Button type="submit" fullWidth disabled={signIn.isPending}>
        {signIn.isPending ? t('login.signingIn') : t('login.submit')}
      </Button>
      <MicrosoftSignInButton from={from ? locationToPath(from) : undefined} />
      <p className={styles.requestAccess}>
        {t('login.noAccount')} <Link to={paths.requestAccess}>{t('login.requestAccess')}</Link>
      </p>
    </form>
  );
}
