// Footer (anchor `footer`): about, contact channels with the 24-hour promise, links, newsletter, risk note.
import { SocialButtons } from '@fanout/ui';
import { Link } from 'react-router';
import { Logo } from '../art/Logo.js';
import { NewsletterForm } from '../forms/NewsletterForm.js';
import { LanguageMenu } from '../nav/LanguageMenu.js';
import { COMMUNITY_LINKS } from './COMMUNITY_LINKS.js';
// The footer repeats the nav's site name (.brand); its own sheet comes after, so .footer-brand's colour wins.
import '../nav/SiteNav.css';
import './SiteFooter.css';
import { useSiteText } from '../siteText.js';

interface SiteFooterProps {
  newsletter?: boolean;
}

const PAGE_LINKS = [
  { to: '/about-us', label: 'meta.aboutUs' },
  { to: '/blog-grid', label: 'meta.blogGrid' },
  { to: '/faq', label: 'meta.faq' },
  { to: '/contact-us', label: 'meta.contactUs' },
] as const;

export function SiteFooter({ newsletter = true }: SiteFooterProps) {
  const t = useSiteText();
  return (
    <footer id="footer" className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="brand footer-brand">
            <Logo />
            <span>{t('brand.name')}</span>
          </p>
          <p>{t('footer.about')}</p>
          <LanguageMenu />
        </div>
        <div>
          <h2>{t('footer.contactTitle')}</h2>
          <ul className="plain-list">
            <li>
              {t('footer.emailLabel')}: <a href={`mailto:${t('footer.email')}`}>{t('footer.email')}</a>
            </li>
            <li>{t('footer.chat')}</li>
            <li>{t('footer.address')}</li>
          </ul>
          <p className="promise">{t('footer.promise')}</p>
          <SocialButtons
            tone="dark"
            label={t('footer.follow')}
            links={[
              { network: 'telegram', href: COMMUNITY_LINKS.telegram, label: t('footer.telegram') },
              { network: 'github', href: COMMUNITY_LINKS.github, label: t('footer.github') },
              { network: 'x', href: COMMUNITY_LINKS.x, label: t('footer.x') },
            ]}
          />
        </div>
        <div>
          <h2>{t('footer.linksTitle')}</h2>
          <ul className="plain-list">
            <li>
              <Link to="/tool">{t('nav.tool')}</Link>
            </li>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
        {newsletter && (
          <div>
            <h2>{t('footer.newsletterTitle')}</h2>
            <p>{t('footer.newsletterText')}</p>
            <NewsletterForm />
          </div>
        )}
      </div>
      <div className="container footer-bottom">
        <p className="risk">{t('footer.risk')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
