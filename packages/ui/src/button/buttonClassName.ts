// The class list shared by Button and LinkButton, so a link can look exactly like a button.
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    block ? styles.block : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
