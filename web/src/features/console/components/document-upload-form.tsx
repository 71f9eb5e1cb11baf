import { maximumDocumentTitleLength } from '@itad-portal/validation';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { languages } from '../../../shared/i18n/languages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { uploadFailureOf, useUploadDocument } from '../api/console-upload-document';
import {
  libraryCategories,
  maximumDocumentKeyLength,
  type DraftProblems,
} from '../lib/document-upload';
import { useDocumentDraft } from '../lib/use-document-draft';
import { DocumentTitleFields } from './document-title-fields';
import styles from './console.module.css';

/**
 * A PDF for the customers' library: its group, titles, readers, key and position. The key follows
 * the English title until it is typed by hand; the file is checked here before it is sent.
 */
export function DocumentUploadForm({ feedback }: { feedback: ReturnType<typeof useActionNotice> }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const form = useDocumentDraft();
  const { draft, problems, set, chooseFile, setTitle, setKey, setTranslation } = form;
  const problem = (field: keyof DraftProblems) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ready = form.check();
    if (!ready) return;
    feedback.clear();
    upload.mutate(ready, {
      onSuccess: (answer) => {
        form.reset();
        feedback.succeeded(
          t(
            answer.replaced > 0
              ? 'console.documents.upload.replaced'
              : 'console.documents.upload.done',
            { title: answer.title },
          ),
        );
      },
      onError: (error) => {
        const failure = uploadFailureOf(error);
        feedback.failed('key' in failure ? t(failure.key) : failure.text);
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="console-documents-upload">
      <h2 id="console-documents-upload" className={styles.sectionHeading}>
        {t('console.documents.upload.heading')}
      </h2>
      <form className={styles.uploadForm} onSubmit={onSubmit} noValidate>
        <FileInput
          label={t('console.documents.upload.file')}
          hint={t('console.documents.upload.fileHint')}
          accept="application/pdf,.pdf"
          chosenNames={draft.file ? [draft.file.name] : []}
          error={problem('file')}
          onFiles={([file]) => chooseFile(file ?? null)}
        />
        <SelectField
          label={t('console.documents.upload.group')}
          value={draft.category}
          onChange={(event) => {
            const category = libraryCategories.find((value) => value === event.target.value);
            if (category) set(null, { category });
          }}
        >
          {libraryCategories.map((category) => (
            <option key={category} value={category}>
              {t(`console.documents.groups.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.documents.upload.title')}
          lang="en"
          autoComplete="off"
          maxLength={maximumDocumentTitleLength}
          value={draft.title}
          error={problem('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <DocumentTitleFields titles={draft.translations} onChange={setTranslation} />
        <SelectField
          label={t('console.documents.upload.readers')}
          value={draft.readers}
          onChange={(event) => {
            const readers = languages.find((value) => value === event.target.value) ?? '';
            set(null, { readers });
          }}
        >
          <option value="">{t('console.documents.allLanguages')}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`console.documents.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <div className={styles.fieldRow}>
          <TextField
            label={t('console.documents.upload.key')}
            hint={t('console.documents.upload.keyHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={maximumDocumentKeyLength}
            value={draft.key}
            error={problem('key')}
            onChange={(event) => setKey(event.target.value)}
          />
          <TextField
            label={t('console.documents.upload.position')}
            hint={t('console.documents.upload.positionHint')}
            // Text, not number: a browser empties a number field it cannot read, unsaid.
            inputMode="numeric"
            autoComplete="off"
            value={draft.position}
            error={problem('position')}
            onChange={(event) => set('position', { position: event.target.value })}
          />
        </div>
        <div>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending
              ? t('console.documents.upload.uploading')
              : t('console.documents.upload.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
