// Issue 28: the Tool's first paint (the wallet generator) carries only the `tool` namespace; the batch transfer's texts
// (`transfer`) come with its chunk, their Chinese only in a Chinese visit: fetched before the transfer renders, or
// when the language is switched on it. Each test starts from fresh modules, as a new visit does.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A visit in `language`: the site's texts loaded and the language set as the entry does, then the Tool page opened
 * as lazyPage opens it (its chunk, then any Chinese it registered). */
async function visitTool(language: 'en' | 'chs') {
  vi.resetModules();
  const { useLanguageStore } = await import('../../i18n/useLanguageStore.js');
  const { i18n } = await import('../../i18n/i18n.js');
  await act(() => useLanguageStore.getState().setLanguage(language));
  const { ToolPage } = await import('./ToolPage.js');
  const { loadPendingChinese } = await import('../../i18n/loadPendingChinese.js');
  await loadPendingChinese();
  const { MemoryRouter } = await import('react-router');
  render(
    <MemoryRouter initialEntries={['/tool']}>
      <ToolPage />
    </MemoryRouter>,
  );
  return { i18n, setLanguage: (next: 'en' | 'chs') => act(() => useLanguageStore.getState().setLanguage(next)) };
}

const openTransfer = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
// The transfer's chunk (ethers, the engine) is transformed on first import here: seconds on a busy machine.
const LOADED = { timeout: 30_000 };
const findText = (text: string) => screen.findByText(text, {}, LOADED);

describe('the Tool page and the batch transfer texts', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('paints the generator without the transfer texts, which come with the transfer, in Chinese for a Chinese visit', async () => {
    const { i18n } = await visitTool('chs');
    expect(screen.getByRole('heading', { name: '批量创建钱包' })).toBeTruthy();
    expect(i18n.hasResourceBundle('en', 'transfer')).toBe(false);
    openTransfer(/批量转账/);
    expect(await findText('支付代币')).toBeTruthy();
    expect(screen.queryByText('payToken')).toBeNull();
  }, 90_000);

  it('switches the transfer to Chinese when the language changes on it (its Chinese fetched then)', async () => {
    const { i18n, setLanguage } = await visitTool('en');
    openTransfer(/Transfer in batches/);
    expect(await findText('Pay token')).toBeTruthy();
    expect(i18n.hasResourceBundle('chs', 'transfer')).toBe(false);
    await setLanguage('chs');
    expect(await findText('支付代币')).toBeTruthy();
    await setLanguage('en');
    expect(await findText('Pay token')).toBeTruthy();
  }, 90_000);
});
