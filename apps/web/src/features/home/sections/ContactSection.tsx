// Contact (anchor `contact`): the contact form and the 24-hour promise.
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { ContactForm } from '../../../site/forms/ContactForm.js';
import { useFormsText } from '../../../site/forms/formsText.js';
import '../../../site/blocks/layout.css';
import '../../../site/footer/SiteFooter.css';
import { useSiteText } from '../../../site/siteText.js';

export function ContactSection() {
  const t = useSiteText();
  const tf = useFormsText();
  return (
    <SiteSection
      id="contact"
      kicker={tf('talkToUs.kicker')}
      title={tf('talkToUs.title')}
      lead={tf('talkToUs.lead')}
      tone="light"
    >
      <div className="split">
        <div>
          <p className="promise">{tf('talkToUs.promise')}</p>
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
