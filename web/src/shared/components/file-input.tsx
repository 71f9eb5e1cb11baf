import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './file-input.module.css';

interface FileInputProps {
  label: string;
  hint?: string;
  /** What is wrong with the file chosen (or that none is), shown under the field. */
  error?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  /** The names to show as chosen; omitted: the names of the files last chosen here. */
  chosenNames?: string[];
  onFiles: (files: File[]) => void;
}

/**
 * A file chooser in the portal's look and language: a drop zone with a "Choose file" button
 * instead of the browser's "Choose Files / No file chosen". The real input stays in the page
 * (visually hidden, focusable, tied to the label), so keyboards and screen readers use it.
 */
export function FileInput({
  label,
  hint,
  error,
  accept,
  multiple = false,
  disabled = false,
  id,
  chosenNames,
  onFiles,
}: FileInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [lastChosen, setLastChosen] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const names = chosenNames ?? lastChosen;

  const take = (files: File[]) => {
    const taken = multiple ? files : files.slice(0, 1);
    if (!taken.length) return;
    setLastChosen(taken.map((file) => file.name));
    onFiles(taken);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.field}>
      <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div
        className={`${styles.zone} ${dragging ? styles.dragging : ''} ${disabled ? styles.disabled : ''} ${error ? styles.invalid : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          type="file"
          className={`visually-hidden ${styles.input}`}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          // Named by the field's label alone, not also by the button's words.
          aria-labelledby={`${inputId}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[
            `${inputId}-chosen`,
            error ? `${inputId}-error` : '',
            hint ? `${inputId}-hint` : '',
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
            take(files);
          }}
        />
        {/* The input itself takes focus and keys; this label is its face for the mouse. */}
        <label htmlFor={inputId} className={styles.button}>
          {t(multiple ? 'fileInput.chooseFiles' : 'fileInput.chooseFile')}
        </label>
        <span className={styles.dropHint} aria-hidden="true">
          {t(multiple ? 'fileInput.dropFiles' : 'fileInput.dropFile')}
        </span>
        <span id={`${inputId}-chosen`} className={styles.chosen}>
          {names.length ? names.join(', ') : t('fileInput.noneChosen')}
        </span>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
