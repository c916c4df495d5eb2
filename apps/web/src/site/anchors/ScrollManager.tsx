// Scroll on navigation: to the anchor a route asks for, back to the saved position, or to the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
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
  const firstLoad = useRef(true);

  // Plain `#/…` links (cards, buttons) are hash changes the router sees as POP with the key 'default', like the
  // first page load: the path keeps those entries apart.
  const entry = `${location.key}:${location.pathname}${location.search}`;

  // The page on screen and the position to restore, taken as the page commits: the browser may fire scroll events
  // for the swapped content (clamped to a shorter page) before the restore runs, and those must neither land on the
  // page just left nor replace the position the page returned to had.
  const current = useRef(entry);
  const target = useRef(0);
  useLayoutEffect(() => {
    current.current = entry;
    target.current = navigationType === 'POP' ? (saved.current.get(entry) ?? 0) : 0;
  }, [entry, navigationType]);
  useEffect(() => {
    const remember = () => saved.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new history entry (entry, navigationType) scrolls.
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
    } else if (!firstLoad.current) {
      // (A first load has nothing saved and starts at the top, or where the browser restores it on a reload: it is
      // left alone, which also spares reading the scroll position, a forced layout of the whole page while it mounts.)
      const position = target.current;
      if (Math.abs(window.scrollY - position) > 1) window.scrollTo({ top: position, behavior: 'auto' });
      // The page may still be growing (lazy parts, images decoding): keep trying until the position is reachable.
      const started = performance.now();
      const retry = () => {
        if (controller.signal.aborted || Math.abs(window.scrollY - position) <= 1) return;
        if (performance.now() - started > ANCHOR_SCROLL.waitForSectionMs) return;
        window.scrollTo({ top: position, behavior: 'auto' });
        requestAnimationFrame(retry);
      };
      if (position > 0) requestAnimationFrame(retry);
    }
    firstLoad.current = false;
    return () => controller.abort();
  }, [entry, location.pathname, location.search, navigationType, navigate]);

  return null;
}
