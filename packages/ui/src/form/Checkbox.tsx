// A checkbox with its label beside it (the label may hold a link, e.g. to the terms), required mark and error text.
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldOwnProps } from './Field';
import styles from './Field.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> &
  FieldOwnProps & {
    ref?: Ref<HTMLInputElement>;
  };

export function Checkbox(props: CheckboxProps) {
  return (
    <Field<CheckboxProps> {...props} layout="inline">
      {(control) => <input type="checkbox" className={styles.checkbox} {...control} />}
    </Field>
  );
}
