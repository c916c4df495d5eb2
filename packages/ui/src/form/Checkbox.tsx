// A checkbox with its label beside it (the label may hold a link, e.g. to the terms), required mark and error text.
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Field.module.css';
import { fieldDescription } from './fieldDescription';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  requiredMark?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, hint, error, requiredMark = '*', id, className, required, ...rest }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.check}>
        <input
          id={fieldId}
          type="checkbox"
          className={styles.checkbox}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(fieldId, hint, error)}
          {...rest}
        />
        <label htmlFor={fieldId}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {requiredMark}
            </span>
          ) : null}
        </label>
      </div>
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
