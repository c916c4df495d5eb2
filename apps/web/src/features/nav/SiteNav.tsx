// Top navigation: logo, section links, tool, language menu; affix style once scrolled, collapsible on mobile.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGoToAnchor } from '../anchors/useGoToAnchor.js';
import { Logo } from '../art/Logo.js';
import { ConnectSlot } from '../wallet/ConnectSlot.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NAV_ITEMS } from './NAV_ITEMS.js';

interface SiteNavProps {
  colouredLogo?: boolean;
}

export function SiteNav({ colouredLogo = false }: SiteNavProps) {
  const { t } = useTranslation();
  const goToAnchor = useGoToAnchor();
  const location = useLocation();
  const [affixed, setAffixed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const onScroll = () => setAffixed(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => setMenuOpen(false), [location.key]);
  return (
    <header className={`site-nav${affixed ? ' is-affixed' : ''}`}>
      <div className="container nav-inner">
        <Link to="/" className="brand" aria-label={t('brand.logoLabel')}>
          <Logo coloured={colouredLogo} />
          <span>{t('brand.name')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="site-menu" className={`nav-menu${menuOpen ? ' is-open' : ''}`} aria-label={t('nav.main')}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {'to' in item ? (
                  <Link to={item.to}>{t(item.label)}</Link>
                ) : (
                  <a
                    href={`#/${item.anchor}`}
                    onClick={(event) => {
                      event.preventDefault();
                      setMenuOpen(false);
                      goToAnchor(item.anchor);
                    }}
                  >
                    {t(item.label)}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <LanguageMenu />
          <ConnectSlot />
        </nav>
      </div>
    </header>
  );
}
