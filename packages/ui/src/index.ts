// Public entry of @fanout/ui. Design tokens are imported separately as '@fanout/ui/tokens.css'.
export { Button, type ButtonProps } from './button/Button';
export type { ButtonSize, ButtonVariant } from './button/buttonClassName';
export { LinkButton, type LinkButtonProps } from './button/LinkButton';
export { usePrefersReducedMotion } from './motion/usePrefersReducedMotion';
export { BREAKPOINTS } from './tokens/BREAKPOINTS';
