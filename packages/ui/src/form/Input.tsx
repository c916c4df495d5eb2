// A labelled text field with a required mark, a hint and error text tied to it for screen readers.
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Field.module.css';
import { fieldDescription } from './fieldDescription';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the field is marked invalid. */
  error?: ReactNode;
  /** Mark shown after the label of a required field; screen readers hear "required" from the field itself. */
  requiredMark?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Input({ label, hint, error, requiredMark = '*', id, className, required, ...rest }: InputProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {requiredMark}
          </span>
        ) : null}
      </label>
      <input
        id={fieldId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(fieldId, hint, error)}
        {...rest}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
