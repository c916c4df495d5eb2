// Contact Us: Mail Us, 24/7 Live Chat and Visit Us cards, the contact form and a lazily loaded map (no API key).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { ContactForm } from '../forms/ContactForm.js';

const MAP_URL = 'https://maps.google.com/maps?q=Torstra%C3%9Fe%201%2C%20Berlin&z=15&output=embed';

/** Whether focus is inside the iframe: focus within the frame's own document never reaches ours, so the page
 * watches its window losing focus to the frame (CSS :focus does not match the frame either). */
function useFrameFocused() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const onBlur = () => setTimeout(() => setFocused(document.activeElement === frameRef.current), 0);
    const onFocus = () => setFocused(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return { frameRef, focused };
}

export function ContactUsPage() {
  const { t } = useTranslation();
  const map = useFrameFocused();
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
            ref={map.frameRef}
            className={map.focused ? 'map has-focus' : 'map'}
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
