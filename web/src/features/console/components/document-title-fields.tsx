import { maximumDocumentTitleLength } from '@itad-portal/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/components/form-field';
import { htmlLanguageTag } from '../../../shared/i18n/languages';
import { translatedLanguages, type TranslatedLanguage } from '../lib/document-upload';
import styles from './console.module.css';

/** A title in Danish, Finnish, Norwegian and Swedish, each optional (a document's by default). */
export function DocumentTitleFields({
  titles,
  onChange,
  legend,
}: {
  titles: Record<TranslatedLanguage, string>;
  onChange: (language: TranslatedLanguage, title: string) => void;
  /** What the titles are of, when not a document's (a job title, say). */
  legend?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className={styles.titles} aria-describedby={hintId}>
      <legend>{legend ?? t('console.documents.upload.translations')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('console.documents.upload.translationsHint')}
      </p>
      <div className={styles.fieldRow}>
        {translatedLanguages.map((language) => (
          <TextField
            key={language}
            label={t(`console.documents.languages.${language}`)}
            // Typed in that language: spelling and screen readers follow it.
            lang={htmlLanguageTag(language)}
            autoComplete="off"
            maxLength={maximumDocumentTitleLength}
            value={titles[language]}
            onChange={(event) => onChange(language, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
