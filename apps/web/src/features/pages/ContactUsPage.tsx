// Contact Us: Mail Us, 24/7 Live Chat and Visit Us cards, the contact form and a lazily loaded map (no API key).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { ContactForm } from '../forms/ContactForm.js';

const MAP_URL = 'https://maps.google.com/maps?q=Torstra%C3%9Fe%201%2C%20Berlin&z=15&output=embed';

export function ContactUsPage() {
  const { t } = useTranslation();
  const cards = [
    { title: t('contactUs.mailTitle'), text: t('footer.email'), icon: '✉' },
    { title: t('contactUs.chatTitle'), text: t('contactUs.chatText'), icon: '☏' },
    { title: t('contactUs.visitTitle'), text: t('contactUs.visitText'), icon: '⌂' },
  ];
  return (
    <>
      <PageHeader title="meta.contactUs" />
      <SiteSection>
        <div className="grid grid-3">
          {cards.map((card) => (
            <article key={card.title} className="card contact-card">
              <span className="icon" aria-hidden="true">
                {card.icon}
              </span>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </article>
          ))}
        </div>
      </SiteSection>
      <SiteSection id="contact" title={t('contact.title')} lead={t('contact.promise')} tone="light">
        <div className="split">
          <div className="card">
            <ContactForm />
          </div>
          <iframe
            className="map"
            title={t('contactUs.mapTitle')}
            src={MAP_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="560"
            height="420"
          />
        </div>
      </SiteSection>
    </>
  );
}
