// The top navigation: brand, links, language menu and connect button; affixed once the page scrolls at all,
// and collapsed behind a menu button on phones.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Container } from '../layout/Container';
import { afterNextPaint } from '../media/afterNextPaint';
import { useMediaQuery } from '../media/useMediaQuery';
import { BREAKPOINTS } from '../tokens/BREAKPOINTS';
import styles from './NavBar.module.css';

export type NavBarProps = {
  /** The logo link. */
  brand: ReactNode;
  /** One node per link (anchors or router links); each lands in its own list item. */
  links: ReactNode[];
  /** Slot for the language menu. */
  languageMenu?: ReactNode;
  /** Slot for the wallet connect button. */
  connectButton?: ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** Accessible name of the phone menu button, e.g. "Menu". */
  menuLabel: string;
  /** Forces the affix style (e.g. on pages without a hero); otherwise it follows scrolling. */
  affixed?: boolean;
  /** Sits in the page flow instead of floating over the hero. */
  static?: boolean;
  /** Phone menu open on first render (for catalogue states). */
  defaultMenuOpen?: boolean;
};

export function NavBar({
  brand,
  links,
  languageMenu,
  connectButton,
  label,
  menuLabel,
  affixed,
  static: inFlow = false,
  defaultMenuOpen = false,
}: NavBarProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    // A page opened already scrolled (restored) gets the affix style right after its first paint.
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the closing panel would fall back to the page start: hand it to the menu button.
      if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // A followed link closes the phone menu, so the section it scrolls to is not hidden behind the menu.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
    };
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, []);

  const isAffixed = affixed ?? scrolled;
  const classes = [styles.nav, inFlow ? styles.static : undefined, isAffixed ? styles.affixed : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <header className={classes} data-affixed={isAffixed ? 'true' : 'false'}>
      <Container>
        <nav className={styles.bar} aria-label={label}>
          <div className={styles.brand}>{brand}</div>
          {isDesktop ? null : (
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-label={menuLabel}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
            </button>
          )}
          <div id={panelId} ref={panelRef} hidden={!isDesktop && !menuOpen} className={styles.panel}>
            <ul className={styles.links}>
              {links.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: slots have no other identity
                <li key={index}>{link}</li>
              ))}
            </ul>
            {languageMenu || connectButton ? (
              <div className={styles.actions}>
                {languageMenu}
                {connectButton}
              </div>
            ) : null}
          </div>
        </nav>
      </Container>
    </header>
  );
}
