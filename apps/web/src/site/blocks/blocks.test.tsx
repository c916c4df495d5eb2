import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitDuration } from '@fanout/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.js';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { renderRoute } from '../../testing/renderRoute.js';
import { faqItems } from '../content/faqItems.js';
import { COUNTDOWN_MS } from './COUNTDOWN_MS.js';
import { FaqAccordion } from './FaqAccordion.js';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public');
/** Each language's tour is downloaded by every visitor who presses play: it stays small. */
const TOUR_MAX_BYTES = 1024 * 1024;

describe('pricing toggle on the home page', () => {
  it('shows monthly prices first and yearly ones after switching, highlighting the chosen label', async () => {
    await renderRoute('/');
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    const prices = () =>
      [...(document.getElementById('pricing') as HTMLElement).querySelectorAll('[data-period]')].map((p) =>
        (p.textContent ?? '').replace(/\s+/g, ''),
      );
    expect(prices()).toEqual(['$19.99/month', '$49.99/month', '$69.99/month']);
    expect(pricing.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pricing.getByRole('button', { name: 'Yearly' }));
    expect(prices()).toEqual(['$69.99/year', '$159.99/year', '$259.99/year']);
    expect(pricing.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
    expect(pricing.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('FAQ accordion', () => {
  it('opens the first item at start, one at a time, and closes an open item on click', () => {
    render(<FaqAccordion items={faqItems} />);
    const buttons = screen.getAllByRole('button');
    const open = () => buttons.map((b) => b.getAttribute('aria-expanded'));
    expect(open()).toEqual(['true', 'false', 'false', 'false', 'false']);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(open()).toEqual(['false', 'false', 'true', 'false', 'false']);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(open()).toEqual(['false', 'false', 'false', 'false', 'false']);
    const panel = document.getElementById(buttons[1]?.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.textContent).toContain('Up to 255');
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(buttons[1] as HTMLElement);
    expect(panel.getAttribute('aria-hidden')).toBe('false');
  });
});

describe('countdowns', () => {
  it('counts 63,072,000,000 ms as 730 days', () => {
    expect(splitDuration(COUNTDOWN_MS)).toEqual({ days: 730, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('shows days, hours, minutes and seconds on the coming-soon page, with the subscribe button disabled', async () => {
    await renderRoute('/coming-soon');
    const timer = screen.getByRole('timer');
    const value = (unit: string) => timer.querySelector(`[data-unit="${unit}"] span`)?.textContent;
    expect(['729', '730']).toContain(value('days'));
    expect(within(timer).getByText('Seconds')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Notify me' }) as HTMLButtonElement).disabled).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // Before the roadmap starts: Saved lists, Q1 2027 (not two years from now).
    { today: Date.UTC(2026, 10, 25), target: Date.UTC(2027, 0, 1), title: 'Saved lists (roadmap, Q1 2027) arrive in' },
    // Once Q1 has begun it counts to the next milestone instead of showing zero days.
    {
      today: Date.UTC(2027, 1, 10),
      target: Date.UTC(2027, 3, 1),
      title: 'Permit-based approvals (roadmap, Q2 2027) arrive in',
    },
  ])(
    'shows the countdown to the next roadmap milestone and the 20 % discount box on home eight (%#)',
    async ({ today, target, title }) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(today);
      await renderRoute('/index-8');
      const timer = screen.getByRole('timer');
      const days = Number(timer.querySelector('[data-unit="days"] span')?.textContent);
      expect(Math.abs(days - Math.floor((target - today) / 86_400_000))).toBeLessThanOrEqual(1);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Get 20% off your first project' })).toBeTruthy();
    },
  );
});

describe('navigation chrome', () => {
  it('shows every navigation item of the spec, in order', async () => {
    await renderRoute('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Fanout',
      'Home',
      'Service',
      'Tool',
      'Idea',
      'Media',
      'Project',
      'About',
      'Process',
      'Contact',
    ]);
    expect(nav.getByRole('link', { name: 'Tool' }).getAttribute('href')).toBe('#/tool');
    expect(nav.getByRole('button', { name: '简体中文' })).toBeTruthy();
  });

  it('opens the promo video in a modal and destroys the player on close', async () => {
    await renderRoute('/index-6');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing of the video is on the page (so nothing fetched) until the button is pressed.
    expect(document.querySelector('video[src^="/tour."]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Watch the 16-second tour' }));
    const dialog = screen.getByRole('dialog', { name: 'The Tool in four steps' });
    // The site's own tour, filmed in the current language, with captions in it.
    expect(dialog.querySelector('video[autoplay]')?.getAttribute('src')).toBe('/tour.en.webm');
    expect(dialog.querySelector('track')?.getAttribute('src')).toBe('/tour.en.vtt');
    expect(dialog.querySelector('track')?.getAttribute('srclang')).toBe('en');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.modal video')).toBeNull();
  });

  it('plays the tour filmed in Chinese after the language is switched while the modal is closed', async () => {
    await renderRoute('/index-6');
    fireEvent.click(screen.getByRole('button', { name: 'Watch the 16-second tour' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await act(() => useLanguageStore.getState().setLanguage('chs'));
    fireEvent.click(screen.getByRole('button', { name: '16 秒看懂批量转账' }));
    const dialog = screen.getByRole('dialog', { name: '四步看懂批量转账工具' });
    expect(dialog.querySelector('video[autoplay]')?.getAttribute('src')).toBe('/tour.chs.webm');
    expect(dialog.querySelector('track')?.getAttribute('src')).toBe('/tour.chs.vtt');
    expect(dialog.querySelector('track')?.getAttribute('srclang')).toBe('zh-Hans');
  });

  it('keeps the newsletter button disabled', async () => {
    await renderRoute('/');
    const footer = within(document.getElementById('footer') as HTMLElement);
    expect((footer.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
    expect(footer.getByText('We answer within 24 hours on business days.')).toBeTruthy();
  });
});

describe('the promo tour files', () => {
  it.each(['en', 'chs'])('ships the %s tour as a WebM of at most 1 MB, with its captions', (language) => {
    const tour = readFileSync(join(PUBLIC_DIR, `tour.${language}.webm`));
    // The EBML header every WebM file starts with.
    expect([...tour.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(tour.length).toBeLessThanOrEqual(TOUR_MAX_BYTES);
    expect(readFileSync(join(PUBLIC_DIR, `tour.${language}.vtt`), 'utf8')).toMatch(/^WEBVTT/);
  });
});
