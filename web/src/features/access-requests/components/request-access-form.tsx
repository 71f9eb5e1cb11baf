import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { CountrySelectField } from '../../../shared/components/country-select-field';
import { TextField } from '../../../shared/components/form-field';
import { initialSelectableCountry, saveCountry } from '../../../shared/country/country';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useRequestAccess } from '../api/request-access';
import { requestAccessResolver, type RequestAccessValues } from '../lib/request-access-schema';
import styles from './request-access.module.css';

/** /request-access: company and contact details for the provider's staff. */
export function RequestAccessForm() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const action = useRequestAccess();
  const initialCountry = initialSelectableCountry();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestAccessValues>({
    resolver: requestAccessResolver,
    defaultValues: {
      country: initialCountry,
      company_name: '',
      org_number: '',
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
    },
  });

  useLayoutEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);
  useLayoutEffect(() => {
    if (action.error) alert.current?.focus();
  }, [action.error]);

  const onSubmit = handleSubmit(({ country, ...details }) => {
    // The request goes to the staff of the chosen country.
    saveCountry(country);
    // The answer, if the request is turned down, is mailed in the language of the form.
    const language = i18n.resolvedLanguage ?? i18n.language;
    action.mutate({ ...details, language }, { onSuccess: () => setSentTo(details.email) });
  });

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('requestAccess.sent')}</p>
        <p>{t('requestAccess.sentDetails', { email: sentTo })}</p>
      </div>
    );
  }

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t('requestAccess.intro')}</p>
      {action.error ? (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {t(errorMessage(action.error, 'requestAccess').key)}
        </div>
      ) : null}
      <CountrySelectField {...register('country')} />
      <TextField
        label={t('requestAccess.companyName')}
        autoComplete="organization"
        error={fieldError(errors.company_name?.message)}
        {...register('company_name')}
      />
      <TextField
        label={t('requestAccess.orgNumber')}
        error={fieldError(errors.org_number?.message)}
        {...register('org_number')}
      />
      <div className={styles.names}>
        <TextField
          label={t('requestAccess.firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('requestAccess.lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name?.message)}
          {...register('last_name')}
        />
      </div>
      <TextField
        label={t('requestAccess.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <TextField
        label={t('requestAccess.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" fullWidth disabled={action.isPending}>
        {action.isPending ? t('requestAccess.sending') : t('requestAccess.submit')}
      </Button>
    </form>
  );
}
