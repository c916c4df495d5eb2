// Issue 23: the hero and the screenshots carousel show pictures of the real Tool (made by scripts/toolPictures.mjs and
// committed here), in the page's language, with sizes set and alt texts in that language.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { HeroBanner } from '../sections/HeroBanner.js';
import { ScreenshotsSection } from '../sections/ScreenshotsSection.js';
import { TOOL_PICTURES } from './TOOL_PICTURES.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const STATES = ['list', 'quote', 'run', 'receipt'];
/** Each picture is small enough for a home page (the hero's is the first screen's largest element). */
const MAX_BYTES = 80 * 1024;

describe('the committed Tool pictures', () => {
  it.each(['en', 'chs'])('exist in %s for the four states, as small WebP files', (language) => {
    for (const state of STATES) {
      const file = join(HERE, `tool-${state}.${language}.webp`);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(statSync(file).size).toBeLessThan(MAX_BYTES);
    }
    expect(TOOL_PICTURES.map((picture) => picture.state)).toEqual(STATES);
  });
});

const images = () => screen.queryAllByRole('img').filter((img) => img.classList.contains('tool-picture'));

describe('the screenshots carousel', () => {
  it('shows the four English pictures with English alt texts and captions, lazily, sized', () => {
    render(<ScreenshotsSection />);
    const shown = images();
    expect(shown.map((img) => img.getAttribute('data-picture'))).toEqual(STATES.map((s) => `${s}.en`));
    for (const img of shown) {
      expect(img.getAttribute('src')).toMatch(/tool-\w+\.en\.webp/);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe('720');
      expect(img.getAttribute('height')).toBe('640');
      expect(img.getAttribute('alt')).toMatch(/^[\x20-\x7e–]+$/);
    }
    expect(screen.getByRole('img', { name: /line 3 is flagged as not a valid address/ })).toBeTruthy();
    expect(screen.getByText('A receipt for every payment')).toBeTruthy();
  });

  it('shows the Chinese set in Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<ScreenshotsSection />);
    const shown = images();
    expect(shown.map((img) => img.getAttribute('data-picture'))).toEqual(STATES.map((s) => `${s}.chs`));
    for (const img of shown) expect(img.getAttribute('src')).toMatch(/tool-\w+\.chs\.webp/);
    expect(screen.getByRole('img', { name: /第 3 行被标为地址无效/ })).toBeTruthy();
    expect(screen.getByText('每次付款都有回执')).toBeTruthy();
  });
});

describe('the hero', () => {
  it('shows the checked list, fetched first, not downloaded on phones', () => {
    const { container } = render(<HeroBanner />);
    const [img] = images();
    expect(img?.getAttribute('data-picture')).toBe('list.en');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toMatch(/^data:image\/gif/);
  });

  it('shows the Chinese picture in Chinese', async () => {
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    render(<HeroBanner />);
    expect(images()[0]?.getAttribute('src')).toMatch(/tool-list\.chs\.webp/);
  });

  it('the centred hero has no picture', () => {
    render(<HeroBanner kind="centered" />);
    expect(images()).toEqual([]);
  });
});
