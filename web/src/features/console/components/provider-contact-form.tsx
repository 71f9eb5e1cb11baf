import { emailAddressPattern } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import type { ConsoleProviderContactFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { translatedLanguages, type TranslatedLanguage } from '../lib/document-upload';
import { DocumentTitleFields } from './document-title-fields';
import styles from './console.module.css';

export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  titles: Record<TranslatedLanguage, string>;
}

/** The form's values for a contact, or an empty form for a new one. */
function draftOf(contact: ConsoleProviderContactFieldsFragment | null): ContactDraft {
  const titles = { da: '', fi: '', no: '', se: '' };
  for (const { language, title } of contact?.job_title_translations ?? []) {
    const known = translatedLanguages.find((candidate) => candidate === language);
    if (known) titles[known] = title;
  }
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    jobTitle: contact?.job_title ?? '',
    titles,
  };
}

/** Adds a contact person or changes one: name, e-mail, phone and job title in five languages. */
export function ProviderContactForm({
  editing,
  pending,
  onSave,
  onCancel,
}: {
  editing: ConsoleProviderContactFieldsFragment | null;
  pending: boolean;
  onSave: (draft: ContactDraft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(editing));
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(draft.name.trim() ? {} : { name: t('consoleContacts.nameRequired') }),
      ...(emailAddressPattern.test(draft.email.trim())
        ? {}
        : { email: t('consoleContacts.emailInvalid') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(draft)) setDraft(draftOf(null));
  };
  const heading = editing
    ? t('consoleContacts.editHeading', { name: editing.name })
    : t('consoleContacts.addHeading');
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fieldRow}>
          <TextField
            label={t('consoleContacts.name')}
            value={draft.name}
            error={problems.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            label={t('consoleContacts.email')}
            type="email"
            value={draft.email}
            error={problems.email}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          />
          <TextField
            label={t('consoleContacts.phone')}
            type="tel"
            value={draft.phone}
            onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
          />
          <TextField
            label={t('consoleContacts.jobTitle')}
            value={draft.jobTitle}
            onChange={(event) => setDraft({ ...draft, jobTitle: event.target.value })}
          />
        </div>
        <DocumentTitleFields
          legend={t('consoleContacts.titlesLegend')}
          titles={draft.titles}
          onChange={(language, title) =>
            setDraft({ ...draft, titles: { ...draft.titles, [language]: title } })
          }
        />
        <div className={styles.rowButtons}>
          <Button type="submit" disabled={pending}>
            {t(editing ? 'consoleContacts.saveChanges' : 'consoleContacts.add')}
          </Button>
          {editing ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('consoleContacts.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
