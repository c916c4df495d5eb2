// Scroll so that the section with this id sits ANCHOR_SCROLL.offsetPx below the top; false when it is absent.
import { ANCHOR_SCROLL } from './ANCHOR_SCROLL.js';

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - ANCHOR_SCROLL.offsetPx;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : behavior });
  return true;
}
