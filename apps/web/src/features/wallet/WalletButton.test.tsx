// The nav's wallet button once connected: its accessible name holds the text it shows (WCAG 2.5.3, label in name), so
// a voice-control user saying what they see ("click 0xf39...92266") reaches it; axe's label-content-name-mismatch.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { WalletButton } from './WalletButton.js';
import { walletConfig } from './walletConfig.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const initial = walletConfig.store.getState();

afterEach(async () => {
  act(() => walletConfig.store.setState(initial, true));
  await act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('WalletButton', () => {
  it.each(['en', 'chs'] as const)('connected (%s): the name holds the abbreviated address it shows', async (lang) => {
    await act(() => useLanguageStore.getState().setLanguage(lang));
    act(() => walletConfig.store.setState({ connected: true, web3: { ...initial.web3, address: ADDRESS } }));
    render(<WalletButton />);
    const button = screen.getByTestId('connect-button');
    expect(button.textContent).toBe('0xf39...92266');
    expect(button.getAttribute('aria-label')).toContain('0xf39...92266');
    expect(button.getAttribute('aria-label')).toMatch(lang === 'en' ? /^Connected wallet/ : /^已连接钱包/);
  });
});
