// Quote form (SPEC §5): message and terms required, email typed, name optional; posts to the quote route.
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FormAlert } from './FormAlert.js';
import { useFormSubmit } from './useFormSubmit.js';

const FIELDS = ['name', 'email', 'message', 'agree'] as const;

export function QuoteForm() {
  const { t } = useTranslation();
  const id = useId();
  const { status, onSubmit } = useFormSubmit(FORM_ENDPOINTS.quote, FIELDS);
  return (
    <form className="site-form quote-form" onSubmit={onSubmit} aria-label={t('quote.title')}>
      <h2>{t('quote.title')}</h2>
      <p>{t('quote.lead')}</p>
      <div className="form-row">
        <label htmlFor={`${id}-name`}>{t('quote.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" />
      </div>
      <div className="form-row">
        <label htmlFor={`${id}-email`}>{t('quote.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
      </div>
      <div className="form-row">
        <label htmlFor={`${id}-message`}>{t('quote.message')}</label>
        <textarea id={`${id}-message`} name="message" rows={4} required />
      </div>
      <div className="form-check">
        <input id={`${id}-agree`} name="agree" type="checkbox" value="on" required />
        <label htmlFor={`${id}-agree`}>{t('quote.agree')}</label>
      </div>
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('quote.send')}
      </Button>
      <FormAlert status={status} />
    </form>
  );
}
