import { emailAddressPattern } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { StaffRole } from '../../../shared/graphql/generated/graphql';
import {
  htmlLanguageTag,
  isLanguage,
  languageNames,
  languages,
} from '../../../shared/i18n/languages';
import styles from './console.module.css';

const roles: readonly StaffRole[] = ['support', 'account_manager', 'administrator'];

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  language: string;
}

/** Adds a member of the country's staff; the page shows the first password the answer holds. */
export function AddStaffMemberForm({
  onAdd,
  pending,
}: {
  onAdd: (member: NewStaffMember) => Promise<unknown>;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const consoleLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const empty = { email: '', name: '', role: 'support' as StaffRole, language: consoleLanguage };
  const [member, setMember] = useState<NewStaffMember>(empty);
  const [problems, setProblems] = useState<{ email?: string; name?: string; server?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(emailAddressPattern.test(member.email.trim())
        ? {}
        : { email: t('consoleStaff.emailInvalid') }),
      ...(member.name.trim() ? {} : { name: t('consoleStaff.nameRequired') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onAdd({ ...member, email: member.email.trim(), name: member.name.trim() });
      setMember(empty);
    } catch (error) {
      const text =
        error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
          ? (error.errors[0]?.message ?? t(errorMessage(error, 'consoleStaff').key))
          : t(errorMessage(error, 'consoleStaff').key);
      setProblems({ server: text });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="add-staff-member">
      <h2 id="add-staff-member" className={styles.sectionHeading}>
        {t('consoleStaff.addHeading')}
      </h2>
      {problems.server ? (
        <p role="alert" className={styles.alert}>
          {problems.server}
        </p>
      ) : null}
      <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fieldRow}>
          <TextField
            label={t('consoleStaff.email')}
            type="email"
            autoComplete="off"
            value={member.email}
            error={problems.email}
            onChange={(event) => setMember({ ...member, email: event.target.value })}
          />
          <TextField
            label={t('consoleStaff.name')}
            autoComplete="off"
            value={member.name}
            error={problems.name}
            onChange={(event) => setMember({ ...member, name: event.target.value })}
          />
        </div>
        <div className={styles.fieldRow}>
          <SelectField
            label={t('consoleStaff.columns.role')}
            hint={t('consoleStaff.roleHint')}
            value={member.role}
            onChange={(event) =>
              setMember({
                ...member,
                role: roles.find((role) => role === event.target.value) ?? 'support',
              })
            }
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`console.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('consoleStaff.language')}
            value={member.language}
            onChange={(event) => setMember({ ...member, language: event.target.value })}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={htmlLanguageTag(language)}>
                {languageNames[language]}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <Button type="submit" disabled={pending}>
            {t('consoleStaff.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
