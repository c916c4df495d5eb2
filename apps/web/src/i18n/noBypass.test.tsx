// Renders every page with i18next in `cimode` (t returns the key): any visible text that is not a key bypassed i18n.
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute.js';
import { SPEC_ROUTES } from '../testing/SPEC_ROUTES.js';
import { i18n } from './i18n.js';
import { PROPER_NOUNS } from './PROPER_NOUNS.js';

// Numbers, prices, dates and symbols are not words to translate.
const NEUTRAL = /^[*\s\d.,:;%$+\-–—/#()×|·★☆✓↑▶▲⇉◈▦✉☏⌂☰©]*$/;
// Proper nouns read the same in every language: they come from PROPER_NOUNS, not from a catalogue.
const NAMES: ReadonlySet<string> = new Set(Object.values(PROPER_NOUNS));
// In cimode with the namespace appended, the site's t('nav.home') renders 'site:nav.home' (every text has a namespace).
const KEY = /^\w+:[\w.]+$/;

function visibleTexts(root: Element): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text) out.push(text);
  }
  for (const element of root.querySelectorAll('[placeholder], [aria-label], [title]')) {
    for (const name of ['placeholder', 'aria-label', 'title']) {
      const value = element.getAttribute(name);
      if (value) out.push(value);
    }
  }
  return out;
}

describe('every visible string goes through i18n', () => {
  it.each(SPEC_ROUTES)('%s', async (path) => {
    i18n.options.appendNamespaceToCIMode = true;
    await i18n.changeLanguage('cimode');
    const { container } = await renderRoute(path);
    const bypassing = visibleTexts(container).filter(
      (text) => !NEUTRAL.test(text) && !KEY.test(text) && !NAMES.has(text),
    );
    expect(bypassing).toEqual([]);
  });
});
