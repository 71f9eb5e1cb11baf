import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMicrosoftSignInAvailable } from '../../../shared/auth/server-features';
import { useTokenActions } from '../../../shared/auth/use-token';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { RegisterInvitedUserMutationVariables } from '../../../shared/graphql/generated/graphql';
import { isLanguage, languageNames, languages } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/routing/paths';
import { useInviteCode } from '../api/invite-code-validation';
import {
  useRegisterInvitedMicrosoftUser,
  useRegisterInvitedUser,
} from '../api/register-invited-user';
import { registrationResolver, type RegistrationValues } from '../lib/registration-schema';
import styles from './registration.module.css';

const profileFields = ['firstName', 'lastName', 'phone', 'jobTitle', 'language'] as const;

/** /register/{code}: checks the invitation first, then completes the profile and signs in. */
export function RegistrationForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const invitation = useInviteCode(code);

  if (invitation.status === 'checking') {
    return (
      <div className={styles.checking} role="status">
        <Spinner size={48} />
        <p>{t('register.checking')}</p>
      </div>
    );
  }
  if (invitation.status === 'invalid') {
    return <InvalidInvitation messageKey={invitation.messageKey} />;
  }
  return (
    <RegistrationFields
      code={code}
      email={invitation.email}
      firstName={invitation.firstName}
      lastName={invitation.lastName}
      phone={invitation.phone}
    />
  );
}

function InvalidInvitation({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => alert.current?.focus(), []);
  return (
    <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
      <p>{t(messageKey)}</p>
      <p>{t('register.askForNewInvitation')}</p>
      <p>
        <Link to={paths.requestAccess}>{t('login.requestAccess')}</Link>
      </p>
    </div>
  );
}

interface RegistrationFieldsProps {
  code: string;
  email: string;
  /** As the inviting admin entered them (empty if not): filled in, still editable. */
  firstName: string;
  lastName: string;
  /** The phone the requester gave when asking for access (empty if none). */
  phone: string;
}

function RegistrationFields({ code, email, firstName, lastName, phone }: RegistrationFieldsProps) {
  const { t, i18n } = useTranslation();
  const { setToken } = useTokenActions();
  const action = useRegisterInvitedUser();
  const microsoft = useRegisterInvitedMicrosoftUser();
  const microsoftAvailable = isMicrosoftSignInAvailable();
  const failure = action.error ?? microsoft.error;
  const alert = useRef<HTMLDivElement>(null);
  const currentLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const {
    register: field,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: registrationResolver,
    defaultValues: {
      firstName,
      lastName,
      phone,
      jobTitle: '',
      language: currentLanguage,
      password: '',
      repeatPassword: '',
    },
  });

  useLayoutEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const variablesOf = (values: RegistrationValues): RegisterInvitedUserMutationVariables => ({
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone,
    job_title: values.jobTitle,
    language: values.language,
    email,
    password: values.password,
    microsoft_user: false,
    invite_code: code,
  });

  const onSubmit = handleSubmit(async (values) => {
    // A failure shows through action.error.
    const result = await action.mutateAsync(variablesOf(values)).catch(() => null);
    const token = result?.register_invited_user.token;
    if (token) {
      await i18n.changeLanguage(values.language);
      // Storing the token signs the user in and goes on to /unit-summary.
      setToken(token);
    }
  });

  // Microsoft replaces the password: only the profile fields need to be valid.
  const onMicrosoft = async () => {
    if (!(await trigger([...profileFields], { shouldFocus: true }))) return;
    await i18n.changeLanguage(getValues('language'));
    microsoft.mutate(variablesOf(getValues()));
  };

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t('register.intro')}</p>
      {failure ? (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {t(errorMessage(failure, 'registration').key)}
        </div>
      ) : null}
      <TextField
        label={t('register.email')}
        type="email"
        value={email}
        readOnly
        autoComplete="username"
        hint={t('register.emailHint')}
      />
      <TextField
        label={t('register.firstName')}
        autoComplete="given-name"
        error={fieldError(errors.firstName?.message)}
        {...field('firstName')}
      />
      <TextField
        label={t('register.lastName')}
        autoComplete="family-name"
        error={fieldError(errors.lastName?.message)}
        {...field('lastName')}
      />
      <TextField
        label={t('register.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError(errors.phone?.message)}
        {...field('phone')}
      />
      <TextField
        label={t('register.jobTitle')}
        autoComplete="organization-title"
        error={fieldError(errors.jobTitle?.message)}
        {...field('jobTitle')}
      />
      <SelectField
        label={t('register.language')}
        error={fieldError(errors.language?.message)}
        {...field('language')}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language === 'se' ? 'sv' : language}>
            {languageNames[language]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        hint={t('resetPassword.passwordHint')}
        error={fieldError(errors.password?.message)}
        {...field('password')}
      />
      <TextField
        label={t('register.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.repeatPassword?.message)}
        {...field('repeatPassword')}
      />
      <Button type="submit" fullWidth disabled={action.isPending || microsoft.isPending}>
        {action.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
      {microsoftAvailable ? (
        <div className={styles.microsoft}>
          <p className={styles.microsoftHint}>{t('register.microsoft.hint')}</p>
          <Button
            variant="secondary"
            fullWidth
            disabled={action.isPending || microsoft.isPending}
            onClick={() => void onMicrosoft()}
          >
            {microsoft.isPending
              ? t('login.microsoft.redirecting')
              : t('register.microsoft.submit')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
