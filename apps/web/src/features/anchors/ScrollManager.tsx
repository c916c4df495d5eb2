// Scroll on navigation: to the anchor a route asks for, back to the saved position, or to the top.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { ANCHOR_SCROLL } from './ANCHOR_SCROLL.js';
import { anchorFromLocation } from './anchorFromLocation.js';
import { scrollToSection } from './scrollToSection.js';
import { waitForElement } from './waitForElement.js';

const HOME_ONE_PATHS = new Set(['/']);

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const saved = useRef(new Map<string, number>());

  useEffect(() => {
    const key = location.key;
    const remember = () => saved.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useEffect(() => {
    const anchor = anchorFromLocation(location.pathname, location.search);
    const controller = new AbortController();
    if (anchor) {
      const onHomeOne = HOME_ONE_PATHS.has(location.pathname) || location.pathname === `/${anchor}`;
      void (async () => {
        const section = await waitForElement(anchor, ANCHOR_SCROLL.waitForSectionMs, controller.signal);
        if (controller.signal.aborted) return;
        if (!section) {
          if (!onHomeOne) navigate(`/${anchor}`, { replace: true });
          return;
        }
        if (onHomeOne) await new Promise((r) => setTimeout(r, ANCHOR_SCROLL.homeOneDelayMs));
        if (!controller.signal.aborted) scrollToSection(anchor);
      })();
    } else {
      const position = navigationType === 'POP' ? saved.current.get(location.key) : undefined;
      window.scrollTo({ top: position ?? 0, behavior: 'auto' });
    }
    return () => controller.abort();
  }, [location.key, location.pathname, location.search, navigationType, navigate]);

  return null;
}
