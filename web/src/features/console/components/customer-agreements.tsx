import { maximumDocumentBytes } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import { TextField } from '../../../shared/components/form-field';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { agreementFailureOf, useAddAgreement } from '../api/console-add-agreement';
import { translatedLanguages, type TranslatedLanguage } from '../lib/document-upload';
import { CustomerAgreementList } from './customer-agreement-list';
import type { ConsoleCustomer } from './customer-details';
import { DocumentTitleFields } from './document-title-fields';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

const noTitles = { da: '', fi: '', no: '', se: '' } satisfies Record<TranslatedLanguage, string>;
const emptyDraft = { number: '', title: '', validFrom: '', validTo: '', isMain: false };

/** The form's own checks before sending: the server's rules, in the reader's language. */
function problemsOf(draft: typeof emptyDraft, terms: File | null): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.number.trim()) problems.number = 'consoleAgreements.numberRequired';
  if (!draft.title.trim()) problems.title = 'consoleAgreements.titleRequired';
  if (!draft.validFrom) problems.validFrom = 'consoleAgreements.validFromRequired';
  if (draft.validTo && draft.validFrom && draft.validTo < draft.validFrom) {
    problems.validTo = 'consoleAgreements.validToBefore';
  }
  if (terms && terms.size > maximumDocumentBytes) problems.terms = 'errors.fileTooLarge';
  return problems;
}

/**
 * A customer's agreements and, for staff who act, a form to record one with its signed terms
 * (shown to the customer on its main contacts page).
 */
export function CustomerAgreements({
  customer,
  canAct,
  feedback,
}: {
  customer: ConsoleCustomer;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const add = useAddAgreement();
  const [draft, setDraft] = useState(emptyDraft);
  const [titles, setTitles] = useState<Record<TranslatedLanguage, string>>(noTitles);
  const [terms, setTerms] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const problem = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    const found = problemsOf(draft, terms);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      {
        customerId: customer.id,
        ...draft,
        translations: Object.fromEntries(
          translatedLanguages.map((language) => [language, titles[language].trim()]),
        ),
        terms,
      },
      {
        onSuccess: ({ agreement_number }) => {
          feedback.succeeded(t('consoleAgreements.added', { number: agreement_number }));
          setDraft(emptyDraft);
          setTitles(noTitles);
          setTerms(null);
        },
        onError: (error) => {
          const failure = agreementFailureOf(error);
          feedback.failed('text' in failure ? failure.text : t(failure.key));
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="customer-agreements">
      <h2 id="customer-agreements" className={styles.sectionHeading}>
        {t('consoleAgreements.heading')}
      </h2>
      <CustomerAgreementList customer={customer} />
      {canAct ? (
        <form className={styles.uploadForm} onSubmit={submit} noValidate>
          <h3 className={styles.subheading}>{t('consoleAgreements.addHeading')}</h3>
          <div className={styles.fieldRow}>
            <TextField
              label={t('consoleAgreements.numberLabel')}
              value={draft.number}
              maxLength={60}
              error={problem('number')}
              onChange={(event) => setDraft({ ...draft, number: event.target.value })}
            />
            <TextField
              label={t('consoleAgreements.titleLabel')}
              value={draft.title}
              maxLength={200}
              error={problem('title')}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </div>
          <DocumentTitleFields
            titles={titles}
            onChange={(language, title) => setTitles({ ...titles, [language]: title })}
          />
          <div className={styles.fieldRow}>
            <DateInputField
              label={t('consoleAgreements.validFromLabel')}
              value={draft.validFrom}
              max={draft.validTo || undefined}
              error={problem('validFrom')}
              onChange={(day) => setDraft({ ...draft, validFrom: day })}
            />
            <DateInputField
              label={t('consoleAgreements.validToLabel')}
              hint={t('consoleAgreements.validToHint')}
              value={draft.validTo}
              min={draft.validFrom || undefined}
              error={problem('validTo')}
              onChange={(day) => setDraft({ ...draft, validTo: day })}
            />
          </div>
          <FileInput
            label={t('consoleAgreements.termsLabel')}
            hint={t('consoleAgreements.termsHint')}
            accept="application/pdf,.pdf"
            chosenNames={terms ? [terms.name] : []}
            error={problem('terms')}
            onFiles={([file]) => setTerms(file ?? null)}
          />
          <label className={pageStyles.checkbox}>
            <input
              type="checkbox"
              checked={draft.isMain}
              onChange={(event) => setDraft({ ...draft, isMain: event.target.checked })}
            />
            {t('consoleAgreements.mainLabel')}
          </label>
          <div>
            <Button type="submit" disabled={add.isPending}>
              {t('consoleAgreements.add')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
