import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { CountrySelectField } from '../../../shared/components/country-select-field';
import { TextField } from '../../../shared/components/form-field';
import { initialSelectableCountry, saveCountry } from '../../../shared/country/country';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useResetPassword } from '../api/reset-password';
import { resetRequestResolver, type ResetRequestValues } from '../lib/reset-password-schemas';
import styles from './login.module.css';

/** /reset-password: asks for a reset link; the answer is the same for every address. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const action = useResetPassword();
  const initialCountry = initialSelectableCountry();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestValues>({
    resolver: resetRequestResolver,
    defaultValues: {
      country: initialCountry,
      email: '',
    },
  });

  useLayoutEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);
  useLayoutEffect(() => {
    if (action.error) alert.current?.focus();
  }, [action.error]);

  const onSubmit = handleSubmit((values) => {
    // Each country has its own users: the request goes to the chosen country's endpoint.
    saveCountry(values.country);
    action.mutate(values.email, { onSuccess: () => setSentTo(values.email) });
  });

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('resetPassword.sent')}</p>
        <p>{t('resetPassword.sentDetails', { email: sentTo })}</p>
      </div>
    );
  }

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t('resetPassword.intro')}</p>
      {action.error ? (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {t(errorMessage(action.error, 'resetPasswordRequest').key)}
        </div>
      ) : null}
      <CountrySelectField {...register('country')} />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" fullWidth disabled={action.isPending}>
        {action.isPending ? t('resetPassword.sending') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
