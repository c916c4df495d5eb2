// A labelled text field with a required mark, a hint and error text tied to it for screen readers.
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldOwnProps } from './Field';
import styles from './Field.module.css';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> &
  FieldOwnProps & {
    ref?: Ref<HTMLInputElement>;
  };

export function Input(props: InputProps) {
  return <Field<InputProps> {...props}>{(control) => <input className={styles.control} {...control} />}</Field>;
}
