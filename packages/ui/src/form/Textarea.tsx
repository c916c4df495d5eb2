// A labelled multi-line field with a required mark, a hint and error text tied to it for screen readers.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from './Field';
import styles from './Field.module.css';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> &
  FieldOwnProps & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function Textarea(props: TextareaProps) {
  return <Field<TextareaProps> {...props}>{(control) => <textarea className={styles.control} {...control} />}</Field>;
}
