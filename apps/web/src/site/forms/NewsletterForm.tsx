// Newsletter box (SPEC §5): email required, the button disabled, no call is made.
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface NewsletterFormProps {
  buttonLabel?: string;
}

export function NewsletterForm({ buttonLabel }: NewsletterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form className="newsletter-form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {t('contact.email')}
      </label>
      <input id={`${id}-email`} name="email" type="email" required placeholder={t('common.emailPlaceholder')} />
      <Button type="submit" disabled>
        {buttonLabel ?? t('footer.subscribe')}
      </Button>
    </form>
  );
}
