import { maximumAttachmentsPerAssignment } from '@itad-portal/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTooLarge,
  uploadAttachment,
  UploadError,
  type UploadedAttachment,
} from '../lib/attachment-transfer';
import { FileInput } from '../../../shared/components/file-input';
import styles from './jobs.module.css';

interface AttachmentPickerProps {
  attachments: UploadedAttachment[];
  onChange: (attachments: UploadedAttachment[]) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Files upload as soon as they are chosen (so the order itself stays small); files over 5 MB
 * are refused with 'File to large.' before anything is sent.
 */
export function AttachmentPicker({ attachments, onChange, onBusyChange }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const onFiles = async (files: File[]) => {
    const found: string[] = [];
    let current = attachments;
    onBusyChange(true);
    try {
      for (const file of files) {
        if (current.length >= maximumAttachmentsPerAssignment) {
          found.push(t('jobs.attachments.tooMany'));
          break;
        }
        if (isTooLarge(file)) {
          found.push(`${file.name}: ${t('errors.fileTooLarge')}`);
          continue;
        }
        setUploading(file.name);
        try {
          const uploaded = await uploadAttachment(file);
          current = [...current, uploaded];
          onChange(current);
        } catch (error) {
          const problem = error instanceof UploadError ? error.problem : 'jobs.attachments.failed';
          found.push(
            problem === 'errors.fileTooLarge'
              ? `${file.name}: ${t(problem)}`
              : t(problem, { name: file.name }),
          );
        }
      }
    } finally {
      setUploading(null);
      setProblems(found);
      onBusyChange(false);
    }
  };

  return (
    <div className={styles.attachments}>
      <FileInput
        label={t('jobs.fields.attachments')}
        hint={t('jobs.attachments.hint')}
        multiple
        accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.heic,.xlsx,.csv,.docx"
        disabled={uploading !== null}
        chosenNames={attachments.map((attachment) => attachment.file_name)}
        onFiles={(files) => void onFiles(files)}
      />
      <div aria-live="polite">
        {uploading ? <p>{t('jobs.attachments.uploading', { name: uploading })}</p> : null}
      </div>
      {problems.length ? (
        <ul role="alert" className={styles.problemList}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {attachments.length ? (
        <ul className={styles.fileList}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <span>{attachment.file_name}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onChange(attachments.filter((item) => item.id !== attachment.id))}
              >
                {t('jobs.attachments.remove', { name: attachment.file_name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
