// Contact form (SPEC §5): name and email required, email typed, message optional; posts to the contact route.
import { Button, Input, Textarea } from '@fanout/ui';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import { FormAlert } from './FormAlert.js';
import { useFormsText } from './formsText.js';
import { HONEYPOT_FIELD, HoneypotField } from './HoneypotField.js';
import { useFormSubmit } from './useFormSubmit.js';
import './forms.css';

const FIELDS = ['name', 'email', 'message', HONEYPOT_FIELD] as const;

export function ContactForm() {
  const t = useFormsText();
  const { status, outcome, onSubmit } = useFormSubmit(FORM_ENDPOINTS.contact, FIELDS);
  const labels = { name: t('contactForm.name'), email: t('contactForm.email'), message: t('contactForm.message') };
  return (
    <form className="site-form" onSubmit={onSubmit} aria-label={t('talkToUs.title')}>
      <Input
        label={t('contactForm.name')}
        name="name"
        required
        maxLength={FORM_LIMITS.name}
        autoComplete="name"
        placeholder={t('namePlaceholder')}
      />
      <Input
        label={t('contactForm.email')}
        name="email"
        type="email"
        required
        maxLength={FORM_LIMITS.email}
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
      />
      <Textarea
        label={t('contactForm.message')}
        name="message"
        rows={5}
        maxLength={FORM_LIMITS.message}
        placeholder={t('contactForm.messagePlaceholder')}
      />
      <HoneypotField />
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contactForm.sending') : t('contactForm.send')}
      </Button>
      <FormAlert status={status} outcome={outcome} labels={labels} />
    </form>
  );
}
