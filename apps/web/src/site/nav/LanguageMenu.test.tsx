import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { renderRoute } from '../../testing/renderRoute.js';

describe('language menu', () => {
  it('switches to Chinese at once, without a reload, and remembers the choice', async () => {
    await renderRoute('/');
    const marker = Symbol.for('no-reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const nav = () => within(screen.getByRole('navigation', { name: /Main navigation|主导航/ }));
    expect(nav().getByRole('link', { name: 'Tool' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '简体中文' })[0] as HTMLElement);
    await waitFor(() => expect(nav().getByRole('link', { name: '工具' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(localStorage.getItem('lang')).toBe('chs');
    expect(screen.getAllByRole('button', { name: '简体中文' })[0]?.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.title).toBe('Polygon 批量转账与钱包工具 · Fanout'));
    expect((window as unknown as Record<symbol, boolean>)[marker]).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'English' })[0] as HTMLElement);
    await waitFor(() => expect(nav().getByRole('link', { name: 'Tool' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('starts in the language kept in local storage', async () => {
    localStorage.setItem('lang', 'chs');
    const { readStoredLanguage } = await import('../../i18n/readStoredLanguage.js');
    expect(readStoredLanguage()).toBe('chs');
    await useLanguageStore.getState().setLanguage(readStoredLanguage());
    await renderRoute('/404');
    expect(screen.getByText('抱歉，出错了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('falls back to English for an unknown stored language', async () => {
    localStorage.setItem('lang', 'fr');
    const { readStoredLanguage } = await import('../../i18n/readStoredLanguage.js');
    expect(readStoredLanguage()).toBe('en');
  });
});
