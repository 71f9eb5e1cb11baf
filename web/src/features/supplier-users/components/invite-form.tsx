import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { isLanguage, languageNames, languages } from '../../../shared/i18n/languages';
import { useSupplierInvitationDefaults } from '../api/get-supplier-invitation-defaults';
import { useInviteSupplierUser } from '../api/invite-supplier-user';
import { inviteResolver, type InviteValues } from '../lib/invite-schema';
import styles from '../../../shared/styles/management-page.module.css';

interface InviteFormProps {
  /** Called as the form is sent, so the page can clear a message of an earlier action. */
  onSubmitted: () => void;
  onInvited: (email: string) => void;
  /** The page shows the failure in its one message area: no old error stays beside a new one. */
  onFailed: (error: unknown) => void;
}

export function InviteForm({ onSubmitted, onInvited, onFailed }: InviteFormProps) {
  const { t, i18n } = useTranslation();
  const invite = useInviteSupplierUser();
  const defaults = useSupplierInvitationDefaults();
  const reportAccessDefault = defaults.data?.has_report_access ?? false;
  const currentLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: inviteResolver,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      language: currentLanguage,
      hasReportAccess: false,
    },
  });

  // The provider's default ticks the box once known, unless the admin has already chosen.
  useEffect(() => {
    if (!getFieldState('hasReportAccess').isDirty) setValue('hasReportAccess', reportAccessDefault);
  }, [reportAccessDefault, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    onSubmitted();
    try {
      const result = await invite.mutateAsync({
        email: values.email,
        first_name: values.firstName,
        last_name: values.lastName,
        language: values.language,
        has_report_access: values.hasReportAccess,
      });
      reset({
        email: '',
        firstName: '',
        lastName: '',
        language: currentLanguage,
        hasReportAccess: reportAccessDefault,
      });
      onInvited(result.invite_supplier_user.email);
    } catch (error) {
      onFailed(error);
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <section aria-labelledby="supplier-users-invite" className={styles.section}>
      <h2 id="supplier-users-invite" className={styles.heading}>
        {t('supplierUsers.inviteTitle')}
      </h2>
      <p className={styles.intro}>{t('supplierUsers.inviteIntro')}</p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <div className={styles.row}>
          <TextField
            label={t('register.firstName')}
            autoComplete="off"
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="off"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <SelectField
          label={t('register.language')}
          error={fieldError(errors.language?.message)}
          {...register('language')}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language === 'se' ? 'sv' : language}>
              {languageNames[language]}
            </option>
          ))}
        </SelectField>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('hasReportAccess')} />
          <span>{t('supplierUsers.reportAccess')}</span>
        </label>
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? t('supplierUsers.inviting') : t('supplierUsers.invite')}
          </Button>
        </div>
      </form>
    </section>
  );
}
