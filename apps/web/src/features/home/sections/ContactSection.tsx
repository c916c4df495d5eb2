// Contact (anchor `contact`): the contact form and the 24-hour promise.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { ContactForm } from '../../../site/forms/ContactForm.js';

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <SiteSection
      id="contact"
      kicker={t('contact.kicker')}
      title={t('contact.title')}
      lead={t('contact.lead')}
      tone="light"
    >
      <div className="split">
        <div>
          <p className="promise">{t('contact.promise')}</p>
          <p>
            {t('footer.emailLabel')}: <a href={`mailto:${t('footer.email')}`}>{t('footer.email')}</a>
          </p>
          <p>{t('footer.chat')}</p>
        </div>
        <div className="card">
          <ContactForm />
        </div>
      </div>
    </SiteSection>
  );
}
