// Quote form (SPEC §5): message, email and terms required (the 24-hour answer needs an address), name optional; posts
// to the quote route.
import { Button, Checkbox, Input, Textarea } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import { FormAlert } from './FormAlert.js';
import { HONEYPOT_FIELD, HoneypotField } from './HoneypotField.js';
import { useFormSubmit } from './useFormSubmit.js';

const FIELDS = ['name', 'email', 'message', 'agree', HONEYPOT_FIELD] as const;

export function QuoteForm() {
  const { t } = useTranslation();
  const { status, outcome, onSubmit } = useFormSubmit(FORM_ENDPOINTS.quote, FIELDS);
  const labels = { name: t('quote.name'), email: t('quote.email'), message: t('quote.message') };
  return (
    <form className="site-form quote-form" onSubmit={onSubmit} aria-label={t('quote.title')}>
      <h2>{t('quote.title')}</h2>
      <p>{t('quote.lead')}</p>
      <Input label={t('quote.name')} name="name" autoComplete="name" maxLength={FORM_LIMITS.name} />
      <Input
        label={t('quote.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FORM_LIMITS.email}
      />
      <Textarea label={t('quote.message')} name="message" rows={4} required maxLength={FORM_LIMITS.message} />
      <Checkbox label={t('quote.agree')} name="agree" value="on" required />
      <HoneypotField />
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('quote.send')}
      </Button>
      <FormAlert status={status} outcome={outcome} labels={labels} />
    </form>
  );
}
