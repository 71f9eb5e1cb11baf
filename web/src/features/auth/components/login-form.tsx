import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { saveCountry, selectableCountries, selectedCountry } from '../../../shared/country/country';
import { locationToPath, useTokenActions, type LoginState } from '../../../shared/auth/use-token';
import { paths } from '../../../shared/routing/paths';
import { useSignIn } from '../api/use-sign-in';
import { loginErrorMessage } from '../lib/login-error';
import styles from './login.module.css';

import type { LoginValues } from '../lib/login-schema';

/**
 * Validation runs on submit, so the zod schema loads then rather than with the page: it keeps
 * the login screen's first load within its budget.
 */
const lazyLoginResolver: Resolver<LoginValues> = async (values, context, options) => {
  const { loginResolver } = await import('../lib/login-schema');
  return loginResolver(values, context, options);
};

export function LoginForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const { setToken } = useTokenActions();
  const signIn = useSignIn();
  const from = (location.state as LoginState | null)?.from;
  const initialCountry = selectedCountry();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: lazyLoginResolver,
    defaultValues: {
      country: (selectableCountries as readonly string[]).includes(initialCountry)
        ? initialCountry
        : 'NO',
      email: '',
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Each country has its own users, so the endpoint must be chosen before signing in.
    saveCountry(values.country);
    const user = await signIn.signIn({ email: values.email, password: values.password });
    if (user?.token) setToken(user.token, locationToPath(from));
  });

  const failure = signIn.error ? loginErrorMessage(signIn.error) : null;
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key, failure.values)}
        </div>
      ) : null}
      <SelectField label={t('login.country')} {...register('country')}>
        {selectableCountries.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <div className={styles.forgot}>
        <Link to={paths.resetPassword}>{t('login.forgotPassword')}</Link>
      </div>
      <Button type="submit" fullWidth disabled={signIn.isPending}>
        {signIn.isPending ? t('login.signingIn') : t('login.submit')}
      </Button>
      <p className={styles.requestAccess}>
        {t('login.noAccount')} <Link to={paths.requestAccess}>{t('login.requestAccess')}</Link>
      </p>
    </form>
  );
}
