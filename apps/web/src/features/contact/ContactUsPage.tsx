// Contact Us: Mail Us, 24/7 Live Chat and Visit Us cards, the contact form and a drawn map with a link for directions.
import { SiteIcon } from '../../site/art/SiteIcon.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { ContactForm } from '../../site/forms/ContactForm.js';
import { useFormsText } from '../../site/forms/formsText.js';
import { useSiteText } from '../../site/siteText.js';
import { ContactMap } from './ContactMap.js';
import { useContactText } from './contactText.js';
import '../../site/blocks/layout.css';
import './ContactUsPage.css';

export function ContactUsPage() {
  const t = useSiteText();
  const tc = useContactText();
  const tf = useFormsText();
  const cards = [
    { title: tc('mailTitle'), text: t('footer.email'), icon: 'mail' as const },
    { title: tc('chatTitle'), text: tc('chatText'), icon: 'chat' as const },
    { title: tc('visitTitle'), text: tc('visitText'), icon: 'visit' as const },
  ];
  return (
    <>
      <PageHeader title={t('meta.contactUs')} />
      <SiteSection>
        <div className="grid grid-3">
          {cards.map((card) => (
            <article key={card.title} className="card contact-card">
              <span className="icon" aria-hidden="true">
                <SiteIcon name={card.icon} />
              </span>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </article>
          ))}
        </div>
      </SiteSection>
      <SiteSection id="contact" title={tf('talkToUs.title')} lead={tf('talkToUs.promise')} tone="light">
        <div className="split">
          <div className="card">
            <ContactForm />
          </div>
          <ContactMap />
        </div>
      </SiteSection>
    </>
  );
}
