// The site's button: primary (accent gradient), secondary (outlined) or ghost (on the dark hero).
import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './buttonClassName';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, block, className)} {...rest} />;
}
