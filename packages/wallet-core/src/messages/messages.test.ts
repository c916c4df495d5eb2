import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { translate } from './translate.js';

describe('messages', () => {
  it('has every key in both en and chs, none empty', () => {
    expect(Object.keys(messages.chs).sort()).toEqual(Object.keys(messages.en).sort());
    for (const lang of ['en', 'chs'] as const) {
      for (const text of Object.values(messages[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it("keeps the seed's meaning, written correctly", () => {
    expect(Object.values(messages.en)).toEqual(
      expect.arrayContaining([
        'Wallet not connected',
        'Wallet is connected',
        'Please sign in first',
        'Server error: please contact customer service (err502)',
        'Parameter error',
        'Connection failed',
        'Network error',
        'Signature failed',
        "No wallet found: open this page in your wallet app's browser, or install a browser wallet such as MetaMask and reload the page",
        'MetaMask gave no account: unlock it and try again',
        'Nabox Wallet gave no account: unlock it and try again',
        'CLV Wallet gave no account: unlock it and try again',
        'Invalid signature',
      ]),
    );
  });

  it("has none of the seed's broken English left", () => {
    const english = Object.values(messages.en).join('\n');
    for (const broken of [
      'not Install',
      'enable Error',
      'NaboxWallet Error',
      'CLV Wallet Error',
      'login first',
      '<100',
      '!,',
    ]) {
      expect(english).not.toContain(broken);
    }
  });

  it('fills placeholders in both languages', () => {
    expect(translate('en', 'modifyNetworkTo', { network: 'Polygon' })).toBe('Switch your wallet to Polygon');
    expect(translate('chs', 'modifyNetworkTo', { network: 'Polygon' })).toBe('请将钱包切换到 Polygon');
    expect(translate('chs', 'walletNotConnected')).toBe('钱包未连接');
  });
});
