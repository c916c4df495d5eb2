// Newsletter box (SPEC §5): email required, the button disabled, no call is made.
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { useFormsText } from './formsText.js';
import './forms.css';

interface NewsletterFormProps {
  buttonLabel?: string;
}

export function NewsletterForm({ buttonLabel }: NewsletterFormProps) {
  const t = useFormsText();
  const id = useId();
  return (
    <form className="newsletter-form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {t('contactForm.email')}
      </label>
      <input id={`${id}-email`} name="email" type="email" required placeholder={t('emailPlaceholder')} />
      <Button type="submit" disabled>
        {buttonLabel ?? t('newsletter.subscribe')}
      </Button>
    </form>
  );
}
