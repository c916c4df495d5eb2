// Quote form (SPEC §5): message, email and terms required (the 24-hour answer needs an address), name optional; posts
// to the quote route.
import { Button, Checkbox, Input, Textarea } from '@fanout/ui';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import { FormAlert } from './FormAlert.js';
import { useFormsText } from './formsText.js';
import { HONEYPOT_FIELD, HoneypotField } from './HoneypotField.js';
import { useFormSubmit } from './useFormSubmit.js';
import './forms.css';

const FIELDS = ['name', 'email', 'message', 'agree', HONEYPOT_FIELD] as const;

export function QuoteForm() {
  const t = useFormsText();
  const { status, outcome, onSubmit } = useFormSubmit(FORM_ENDPOINTS.quote, FIELDS);
  const labels = { name: t('quoteForm.name'), email: t('quoteForm.email'), message: t('quoteForm.message') };
  return (
    <form className="site-form quote-form" onSubmit={onSubmit} aria-label={t('quoteForm.title')}>
      <h2>{t('quoteForm.title')}</h2>
      <p>{t('quoteForm.lead')}</p>
      <Input label={t('quoteForm.name')} name="name" autoComplete="name" maxLength={FORM_LIMITS.name} />
      <Input
        label={t('quoteForm.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FORM_LIMITS.email}
      />
      <Textarea label={t('quoteForm.message')} name="message" rows={4} required maxLength={FORM_LIMITS.message} />
      <Checkbox label={t('quoteForm.agree')} name="agree" value="on" required />
      <HoneypotField />
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contactForm.sending') : t('quoteForm.send')}
      </Button>
      <FormAlert status={status} outcome={outcome} labels={labels} />
    </form>
  );
}
