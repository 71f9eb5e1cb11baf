import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form-field.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label above, control, then hint or error text tied to the control by aria-describedby. */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        className={`${styles.control} ${error ? styles.invalid : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...inputProps}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; hint?: string };

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        className={`${styles.control} ${styles.select} ${error ? styles.invalid : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...selectProps}
      />
    </FieldFrame>
  );
}
