import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type { AccountProfileQuery } from '../../../shared/graphql/generated/graphql';
import { isLanguage, languageNames, languages } from '../../../shared/i18n/languages';
import { useAccountProfile } from '../api/account-profile';
import { useUpdateUserInformation } from '../api/update-user-information';
import { accountSaveError } from '../lib/save-failure';
import {
  accountFormResolver,
  toUpdateVariables,
  type AccountFormValues,
  type ValidAccountFormValues,
} from '../lib/account-schema';
import styles from './account.module.css';
import { ErrorState } from '../../../shared/components/error-state';

type Profile = AccountProfileQuery['get_user'];

const profileCountries = ['denmark', 'finland', 'norway', 'sweden'];

/** The settings form of /account, once the profile is in. */
export function AccountSettings() {
  const { t } = useTranslation();
  const profile = useAccountProfile();
  if (profile.isPending) {
    return (
      <div role="status" className={styles.section}>
        <Spinner size={48} />
        <p>{t('common.loading')}</p>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        message={t('errors.fetchUserData')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <AccountForm profile={profile.data.get_user} />;
}

function defaultsOf(profile: Profile): AccountFormValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    phone: profile.phone ?? '',
    jobTitle: profile.job_title ?? '',
    language: isLanguage(profile.language) ? profile.language : 'en',
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  };
}

function AccountForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const save = useUpdateUserInformation();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AccountFormValues, unknown, ValidAccountFormValues>({
    resolver: accountFormResolver,
    defaultValues: defaultsOf(profile),
  });

  useLayoutEffect(() => {
    if (formError) alert.current?.focus();
  }, [formError]);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    try {
      const result = await save.mutateAsync(toUpdateVariables(values));
      const user = result.update_user_information;
      reset({
        ...values,
        firstName: user.first_name,
        lastName: user.last_name,
        phone: user.phone ?? '',
        jobTitle: user.job_title ?? '',
        oldPassword: '',
        newPassword: '',
        repeatPassword: '',
      });
      // The interface follows the language just chosen.
      if (isLanguage(user.language) && user.language !== i18n.resolvedLanguage) {
        await i18n.changeLanguage(user.language);
      }
      setSaved(true);
    } catch (failure) {
      const problem = accountSaveError(failure);
      if (problem.field) setError(problem.field, { message: problem.key }, { shouldFocus: true });
      else setFormError(problem.key);
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  const country = profileCountries.includes(profile.country)
    ? t(`account.countries.${profile.country}`)
    : profile.country;

  return (
    <form
      className={styles.section}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="account-profile-heading"
    >
      <h2 id="account-profile-heading" className={styles.heading}>
        {t('account.profile.heading')}
      </h2>
      {formError ? (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {t(formError)}
        </div>
      ) : null}
      <dl className={styles.readOnly}>
        <dt>{t('account.profile.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('account.profile.country')}</dt>
        <dd>{country}</dd>
      </dl>
      <div className={styles.columns}>
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          required
          error={fieldError(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('account.profile.lastName')}
          autoComplete="family-name"
          required
          error={fieldError(errors.lastName?.message)}
          {...register('lastName')}
        />
        <TextField
          label={t('account.profile.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('account.profile.jobTitle')}
          autoComplete="organization-title"
          required
          error={fieldError(errors.jobTitle?.message)}
          {...register('jobTitle')}
        />
        <SelectField
          label={t('account.profile.language')}
          required
          error={fieldError(errors.language?.message)}
          {...register('language')}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language === 'se' ? 'sv' : language}>
              {languageNames[language]}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.password.heading')}</legend>
        <p className={styles.intro}>{t('account.password.intro')}</p>
        <TextField
          label={t('account.password.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <div className={styles.columns}>
          <TextField
            label={t('account.password.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('resetPassword.passwordHint')}
            error={fieldError(errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <TextField
            label={t('account.password.repeatPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.repeatPassword?.message)}
            {...register('repeatPassword')}
          />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.save')}
        </Button>
        <div role="status">
          {saved ? <p className={styles.success}>{t('account.saved')}</p> : null}
        </div>
      </div>
    </form>
  );
}
