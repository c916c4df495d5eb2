// Top navigation (SPEC §2) on the ui NavBar: logo, section links, tool, language menu and the wallet slot;
// the NavBar adds the affix style once scrolled and the phone menu.
import { NavBar } from '@fanout/ui';
import { Link } from 'react-router';
import { ConnectSlot } from '../../features/wallet/index.nav.js';
import { useGoToAnchor } from '../anchors/useGoToAnchor.js';
import { Logo } from '../art/Logo.js';
import { useSiteText } from '../siteText.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NAV_ITEMS } from './NAV_ITEMS.js';
import './SiteNav.css';

interface SiteNavProps {
  colouredLogo?: boolean;
  /** Solid background from the start, for pages whose top is light (no hero for the light text to sit on). */
  solid?: boolean;
}

export function SiteNav({ colouredLogo = false, solid = false }: SiteNavProps) {
  const t = useSiteText();
  const goToAnchor = useGoToAnchor();
  return (
    <div className="site-nav">
      <NavBar
        label={t('nav.main')}
        menuLabel={t('nav.openMenu')}
        affixed={solid || undefined}
        brand={
          <Link to="/" className="brand" aria-label={t('brand.logoLabel')}>
            <Logo coloured={colouredLogo} />
            <span>{t('brand.name')}</span>
          </Link>
        }
        links={NAV_ITEMS.map((item) =>
          'to' in item ? (
            <Link key={item.label} to={item.to}>
              {t(item.label)}
            </Link>
          ) : (
            <a
              key={item.label}
              href={`#/${item.anchor}`}
              onClick={(event) => {
                event.preventDefault();
                goToAnchor(item.anchor);
              }}
            >
              {t(item.label)}
            </a>
          ),
        )}
        languageMenu={<LanguageMenu />}
        connectButton={<ConnectSlot />}
      />
    </div>
  );
}
