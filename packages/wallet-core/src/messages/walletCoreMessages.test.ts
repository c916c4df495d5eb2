import { describe, expect, it } from 'vitest';
import { translate } from './translate.js';
import { WALLET_CORE_PROPER_NOUNS } from './WALLET_CORE_PROPER_NOUNS.js';
import { walletCoreMessages } from './walletCoreMessages.js';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const keys = Object.keys(walletCoreMessages.en) as (keyof typeof walletCoreMessages.en)[];

describe('walletCoreMessages', () => {
  it('has every key in both en and chs, none empty', () => {
    expect(Object.keys(walletCoreMessages.chs).sort()).toEqual([...keys].sort());
    for (const lang of ['en', 'chs'] as const) {
      for (const text of Object.values(walletCoreMessages[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the same i18next placeholders in both languages, and no single-brace ones', () => {
    for (const key of keys) {
      expect(placeholders(walletCoreMessages.chs[key]), key).toEqual(placeholders(walletCoreMessages.en[key]));
    }
    const all = [...Object.values(walletCoreMessages.en), ...Object.values(walletCoreMessages.chs)];
    // "Safe{Wallet}" is a product's name, not a placeholder.
    const unnamed = all.map((text) => text.replaceAll('Safe{Wallet}', 'Safe Wallet'));
    expect(unnamed.filter((text) => /(^|[^{]){\w+}([^}]|$)/.test(text))).toEqual([]);
  });

  it('writes the wallet names once (WALLET_CORE_PROPER_NOUNS), never as text', () => {
    const all = [...Object.values(walletCoreMessages.en), ...Object.values(walletCoreMessages.chs)];
    const names = Object.values(WALLET_CORE_PROPER_NOUNS);
    expect(all.filter((text) => names.some((name) => text.includes(name)))).toEqual([]);
    expect(all.join('\n')).toContain('{{metaMask}}');
  });

  it("keeps the seed's meaning, written correctly", () => {
    expect(keys.map((key) => translate('en', key))).toEqual(
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
    const english = keys.map((key) => translate('en', key)).join('\n');
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
});

describe('translate', () => {
  it('fills placeholders and proper nouns in both languages', () => {
    expect(translate('en', 'modifyNetworkTo', { network: 'Polygon' })).toBe('Switch your wallet to Polygon');
    expect(translate('chs', 'modifyNetworkTo', { network: 'Polygon' })).toBe('请将钱包切换到 Polygon');
    expect(translate('chs', 'walletNotConnected')).toBe('钱包未连接');
    expect(translate('chs', 'naboxWalletError')).toBe('Nabox 钱包未返回账户：请解锁后重试');
    expect(translate('en', 'bulkSendReason_zeroAddress', { line: 7 })).toBe('Line 7: the zero address cannot receive');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate('en', 'bulkSendReason_zeroAddress')).toBe('Line {{line}}: the zero address cannot receive');
  });
});
