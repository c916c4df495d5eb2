// Public entry of @fanout/ui. Design tokens are imported separately as '@fanout/ui/tokens.css'.

export { ACCORDION_DURATION_MS } from './accordion/ACCORDION_DURATION_MS';
export { Accordion, type AccordionItem, type AccordionProps } from './accordion/Accordion';
export { Alert, type AlertProps, type AlertTone } from './alert/Alert';
export { Button, type ButtonProps } from './button/Button';
export type { ButtonSize, ButtonVariant } from './button/buttonClassName';
export { LinkButton, type LinkButtonProps } from './button/LinkButton';
export { InvalidTimestampError } from './errors/InvalidTimestampError';
export { UiError } from './errors/UiError';
export { Checkbox, type CheckboxProps } from './form/Checkbox';
export { Input, type InputProps } from './form/Input';
export { Textarea, type TextareaProps } from './form/Textarea';
export { formatCompactNumber } from './format/formatCompactNumber';
export { formatRelativeTime } from './format/formatRelativeTime';
export type { Locale } from './format/Locale';
export { type MediaKind, mediaKind } from './format/mediaKind';
export { Container, type ContainerProps } from './layout/Container';
export { Section, type SectionProps, type SectionTone } from './layout/Section';
export { useMediaQuery } from './media/useMediaQuery';
export { usePrefersReducedMotion } from './media/usePrefersReducedMotion';
export { Modal, type ModalProps, type ModalSize } from './modal/Modal';
export { VideoModal, type VideoModalProps } from './modal/VideoModal';
export { NavBar, type NavBarProps } from './navbar/NavBar';
export type { BillingPeriod } from './pricing/BillingPeriod';
export { PricingCard, type PricingCardProps } from './pricing/PricingCard';
export { PricingToggle, type PricingToggleProps } from './pricing/PricingToggle';
export { BREAKPOINTS } from './tokens/BREAKPOINTS';
