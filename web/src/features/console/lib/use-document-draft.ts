import { useState } from 'react';
import {
  draftProblems,
  emptyDraft,
  fileProblem,
  keyOfTitle,
  uploadOf,
  type DocumentDraft,
  type DocumentUpload,
  type DraftProblems,
  type TranslatedLanguage,
} from './document-upload';

/**
 * The upload form's state: the draft, and the problems found at the last try (a field's problem
 * goes when it changes). The key follows the English title until typed by hand; emptied, it
 * follows the title again.
 */
export function useDocumentDraft() {
  const [draft, setDraft] = useState<DocumentDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  const set = (field: keyof DraftProblems | null, values: Partial<DocumentDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    if (field) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  return {
    draft,
    problems,
    set,
    /** A file chosen is checked at once: too large or not a PDF is said before any try. */
    chooseFile: (file: File | null) => {
      setDraft((current) => ({ ...current, file }));
      setProblems((current) => ({ ...current, file: fileProblem(file) }));
    },
    setTitle: (title: string) => {
      setDraft((current) => ({
        ...current,
        title,
        key: current.keyEdited ? current.key : keyOfTitle(title),
      }));
      setProblems((current) => ({ ...current, title: undefined }));
    },
    setKey: (key: string) => set('key', { key, keyEdited: key !== '' }),
    setTranslation: (language: TranslatedLanguage, title: string) =>
      setDraft((current) => ({
        ...current,
        translations: { ...current.translations, [language]: title },
      })),
    /** The upload to send, or null after showing what is missing. */
    check: (): DocumentUpload | null => {
      setProblems(draftProblems(draft));
      return uploadOf(draft);
    },
    reset: () => {
      setDraft(emptyDraft);
      setProblems({});
    },
  };
}
