import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTokenActions } from '../../../shared/auth/use-token';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage } from '../../../shared/errors/error-messages';
import { paths } from '../../../shared/routing/paths';
import { useResetCodeValidity } from '../api/reset-code-validation';
import { useUpdatePassword } from '../api/update-password';
import { newPasswordResolver, type NewPasswordValues } from '../lib/reset-password-schemas';
import styles from './login.module.css';

/** /reset-password/{code}: checks the code first, then sets the new password and signs in. */
export function NewPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const validity = useResetCodeValidity(code);
  const { setToken } = useTokenActions();
  const action = useUpdatePassword();
  const alert = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { password: '', repeatPassword: '' },
  });

  useLayoutEffect(() => {
    if (action.error) alert.current?.focus();
  }, [action.error]);

  if (validity.state === 'checking') {
    return (
      <div className={styles.signingOut} role="status">
        <Spinner size={48} />
        <p>{t('resetPassword.checking')}</p>
      </div>
    );
  }
  if (validity.state === 'invalid') {
    return (
      <div className={styles.alert} role="alert">
        <p>{t('resetPassword.invalidLink')}</p>
        <p>
          <Link to={paths.resetPassword}>{t('resetPassword.requestNewLink')}</Link>
        </p>
      </div>
    );
  }

  const { email } = validity;
  const onSubmit = handleSubmit((values) => {
    action.mutate(
      { email, password: values.password, reset_code: code },
      {
        // Storing the token signs the user in and goes on to /unit-summary.
        onSuccess: (result) => {
          if (result.update_password.token) setToken(result.update_password.token);
        },
      },
    );
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t('resetPassword.newIntroFor', { email })}</p>
      {action.error ? (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {t(errorMessage(action.error, 'resetPasswordSave').key)}
        </div>
      ) : null}
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('resetPassword.password')}
        type="password"
        autoComplete="new-password"
        hint={t('resetPassword.passwordHint')}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('resetPassword.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.repeatPassword?.message)}
        {...register('repeatPassword')}
      />
      <Button type="submit" fullWidth disabled={action.isPending}>
        {action.isPending ? t('resetPassword.saving') : t('resetPassword.save')}
      </Button>
    </form>
  );
}
