// Contact form (SPEC §5): name and email required, email typed, message optional; posts to the contact route.
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ENDPOINTS } from './FORM_ENDPOINTS.js';
import { FormAlert } from './FormAlert.js';
import { useFormSubmit } from './useFormSubmit.js';

const FIELDS = ['name', 'email', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const { status, onSubmit } = useFormSubmit(FORM_ENDPOINTS.contact, FIELDS);
  return (
    <form className="site-form" onSubmit={onSubmit} aria-label={t('contact.title')}>
      <div className="form-row">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input id={`${id}-name`} name="name" required autoComplete="name" placeholder={t('common.namePlaceholder')} />
      </div>
      <div className="form-row">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('common.emailPlaceholder')}
        />
      </div>
      <div className="form-row">
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea id={`${id}-message`} name="message" rows={5} placeholder={t('contact.messagePlaceholder')} />
      </div>
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('contact.sending') : t('contact.send')}
      </Button>
      <FormAlert status={status} />
    </form>
  );
}
