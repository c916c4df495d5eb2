// The frame Input, Textarea and Checkbox share: the label with its required mark, the hint and error text, and the
// aria wiring (aria-invalid, aria-describedby) that ties them to the control each of them renders.
import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { fieldDescription } from './fieldDescription';

/** The props a field takes besides those of its control. */
export type FieldOwnProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the field is marked invalid. */
  error?: ReactNode;
  /** Mark shown after the label of a required field; screen readers hear "required" from the field itself. */
  requiredMark?: string;
  id?: string;
  className?: string;
  required?: boolean;
};

/** What the control receives: its id, required flag and aria wiring, then the caller's own props. */
export type FieldControlProps<Rest> = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
} & Rest;

export type FieldProps<P extends FieldOwnProps> = P & {
  /** 'stacked': label above the control (text fields); 'inline': the control first, its label beside it. */
  layout?: 'stacked' | 'inline';
  children: (control: FieldControlProps<Omit<P, keyof FieldOwnProps>>) => ReactNode;
};

export function Field<P extends FieldOwnProps>({
  label,
  hint,
  error,
  requiredMark = '*',
  id,
  className,
  required,
  layout = 'stacked',
  children,
  ...rest
}: FieldProps<P>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const control = children({
    id: fieldId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(fieldId, hint, error),
    ...(rest as Omit<P, keyof FieldOwnProps>),
  });
  const labelElement = (
    <label htmlFor={fieldId} className={layout === 'stacked' ? styles.label : undefined}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {requiredMark}
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {layout === 'stacked' ? (
        <>
          {labelElement}
          {control}
        </>
      ) : (
        <div className={styles.check}>
          {control}
          {labelElement}
        </div>
      )}
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
