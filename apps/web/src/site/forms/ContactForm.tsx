// Contact form (SPEC §5): name and email required, email typed, message optional; posts to the contact route.
import { Button, Input, Textarea } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import { FormAlert } from './FormAlert.js';
import { HONEYPOT_FIELD, HoneypotField } from './HoneypotField.js';
import { useFormSubmit } from './useFormSubmit.js';

const FIELDS = ['name', 'email', 'message', HONEYPOT_FIELD] as const;

export function ContactForm() {
  const { t } = useTranslation();
  const { status, outcome, onSubmit } = useFormSubmit(FORM_ENDPOINTS.contact, FIELDS);
  const labels = { name: t('contact.name'), email: t('contact.email'), message: t('contact.message') };
  return (
    <form className="site-form" onSubmit={onSubmit} aria-label={t('contact.title')}>
      <Input
        label={t('contact.name')}
        name="name"
        required
        maxLength={FORM_LIMITS.name}
        autoComplete="name"
        placeholder={t('common.namePlaceholder')}
      />
      <Input
        label={t('contact.email')}
        name="email"
        type="email"
        required
        maxLength={FORM_LIMITS.email}
        autoComplete="email"
        placeholder={t('common.emailPlaceholder')}
      />
      <Textarea
        label={t('contact.message')}
        name="message"
        rows={5}
        maxLength={FORM_LIMITS.message}
        placeholder={t('contact.messagePlaceholder')}
      />
      <HoneypotField />
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('contact.send')}
      </Button>
      <FormAlert status={status} outcome={outcome} labels={labels} />
    </form>
  );
}
