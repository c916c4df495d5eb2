// A link that looks like a Button: for navigation (calls to action, "Go to Homepage").
import type { AnchorHTMLAttributes, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './buttonClassName';

export type LinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <a className={buttonClassName(variant, size, block, className)} {...rest} />;
}
