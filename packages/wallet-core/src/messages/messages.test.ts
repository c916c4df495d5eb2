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

  it('keeps the wording of SPEC §8', () => {
    expect(Object.values(messages.en)).toEqual(
      expect.arrayContaining([
        'Wallet not connected',
        'Wallet is connected',
        'Please login first',
        'Server error, please contact customer service (err502)',
        'Parameter error',
        'Connection failed',
        'Network error',
        'Signature failed',
        'MetaMask not Install',
        'MetaMask enable Error',
        'NaboxWallet Error',
        'CLV Wallet Error',
        'Invalid signature',
      ]),
    );
  });

  it('fills placeholders in both languages', () => {
    expect(translate('en', 'modifyNetworkTo', { network: 'Polygon' })).toBe('Modify network to Polygon');
    expect(translate('chs', 'modifyNetworkTo', { network: 'Polygon' })).toBe('请将网络切换到 Polygon');
    expect(translate('chs', 'walletNotConnected')).toBe('钱包未连接');
  });
});
