import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import {
  htmlLanguageTag,
  isLanguage,
  languageNames,
  languages,
} from '../../../shared/i18n/languages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useInviteCustomerUser } from '../api/console-invite-customer-user';
import {
  customerInvitationResolver,
  type CustomerInvitationValues,
} from '../lib/customer-invitation';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

/** The server's own words for input it refuses (they name the field), else the page's message. */
function invitationFailure(error: unknown): { text: string } | { key: string } {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
    const text = error.errors[0]?.message;
    if (text) return { text };
  }
  return { key: errorMessage(error, 'consoleInviteCustomerUser').key };
}

/**
 * Invites someone to the customer as the provider: the registration link goes out in the
 * language chosen here (the console's own, to start with). The form empties once it is sent.
 */
export function CustomerInviteForm({
  customerId,
  reportAccessDefault,
  feedback,
}: {
  customerId: string;
  /** The customer's default, which the report access box starts from. */
  reportAccessDefault: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t, i18n } = useTranslation();
  const invite = useInviteCustomerUser();
  const consoleLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<CustomerInvitationValues>({
    resolver: customerInvitationResolver,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      language: consoleLanguage,
      isAdmin: false,
      hasReportAccess: reportAccessDefault,
    },
  });

  // A default changed on the page while the form is open ticks the box, unless already chosen.
  useEffect(() => {
    if (!getFieldState('hasReportAccess').isDirty) setValue('hasReportAccess', reportAccessDefault);
  }, [reportAccessDefault, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    feedback.clear();
    try {
      const { console_invite_customer_user: invited } = await invite.mutateAsync({
        customer_id: customerId,
        email: values.email,
        first_name: values.firstName,
        last_name: values.lastName,
        language: values.language,
        is_admin: values.isAdmin,
        has_report_access: values.hasReportAccess,
      });
      reset({
        email: '',
        firstName: '',
        lastName: '',
        language: consoleLanguage,
        isAdmin: false,
        hasReportAccess: reportAccessDefault,
      });
      feedback.succeeded(t('console.customers.invite.done', { email: invited.email }));
    } catch (error) {
      const failure = invitationFailure(error);
      feedback.failed('key' in failure ? t(failure.key) : failure.text);
    }
  });

  const fieldError = (message?: string) => (message ? t(message) : undefined);
  return (
    <section className={styles.section} aria-labelledby="console-customer-invite">
      <h2 id="console-customer-invite" className={styles.sectionHeading}>
        {t('console.customers.invite.heading')}
      </h2>
      <p className={pageStyles.settingText}>{t('console.customers.invite.intro')}</p>
      <form className={pageStyles.inviteForm} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('console.customers.invite.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          spellCheck={false}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <div className={styles.fieldRow}>
          <TextField
            label={t('console.customers.invite.firstName')}
            autoComplete="off"
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('console.customers.invite.lastName')}
            autoComplete="off"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <SelectField
          label={t('console.customers.invite.language')}
          hint={t('console.customers.invite.languageHint')}
          {...register('language')}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={htmlLanguageTag(language)}>
              {languageNames[language]}
            </option>
          ))}
        </SelectField>
        <label className={pageStyles.checkbox}>
          <input type="checkbox" {...register('isAdmin')} />
          <span>{t('console.customers.invite.admin')}</span>
        </label>
        <label className={pageStyles.checkbox}>
          <input type="checkbox" {...register('hasReportAccess')} />
          <span>{t('console.customers.invite.reportAccess')}</span>
        </label>
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending
              ? t('console.customers.invite.sending')
              : t('console.customers.invite.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
