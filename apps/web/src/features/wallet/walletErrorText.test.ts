// wallet-core's errors and alerts reach the visitor through the site's i18next (the `walletCore` namespace), in the
// language of the language switch, with the same texts as when wallet-core translated them itself.
import {
  NotConnectedError,
  UserRejectedRequestError,
  WalletEnableError,
  WalletNotInstalledError,
} from '@fanout/wallet-core';
import { WalletType } from '@fanout/wallet-core/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { walletConfig } from './walletConfig.js';
import { walletErrorText } from './walletErrorText.js';
import { useWalletNotice } from './walletNotice.js';

afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
  useWalletNotice.getState().clear();
  vi.restoreAllMocks();
});

const errors = {
  noWallet: () => new WalletNotInstalledError(),
  metaMask: () => new WalletEnableError(WalletType.MetaMask),
  nabox: () => new WalletEnableError(WalletType.Nabox),
  clover: () => new WalletEnableError(WalletType.Clover),
  notConnected: () => new NotConnectedError(),
  notWalletCore: () => new Error('socket hang up'),
  refused: () =>
    new UserRejectedRequestError('eth_requestAccounts', { code: 4001, message: 'User rejected the request.' }),
};

// The texts wallet-core's own userMessageOf gave before the site read them through i18next.
const before: Record<'en' | 'chs', Record<keyof typeof errors, string>> = {
  en: {
    noWallet:
      "No wallet found: open this page in your wallet app's browser, or install a browser wallet such as MetaMask and reload the page",
    metaMask: 'MetaMask gave no account: unlock it and try again',
    nabox: 'Nabox Wallet gave no account: unlock it and try again',
    clover: 'CLV Wallet gave no account: unlock it and try again',
    notConnected: 'Wallet not connected',
    notWalletCore: 'Connection failed',
    // A refusal in the wallet is said in the page's language (issue 36): the wallet's own words stay in the details.
    refused: 'You rejected the request in your wallet',
  },
  chs: {
    noWallet: '未找到钱包：请在钱包应用的内置浏览器中打开本页，或安装 MetaMask 等浏览器钱包后刷新页面',
    metaMask: 'MetaMask 未返回账户：请解锁后重试',
    nabox: 'Nabox 钱包未返回账户：请解锁后重试',
    clover: 'CLV 钱包未返回账户：请解锁后重试',
    notConnected: '钱包未连接',
    notWalletCore: '连接失败',
    refused: '您已在钱包中拒绝了该请求',
  },
};

describe('walletErrorText', () => {
  it.each(['en', 'chs'] as const)(
    'gives the same %s texts as before, through the walletCore namespace',
    async (lang) => {
      const reported = vi.spyOn(console, 'error');
      await useLanguageStore.getState().setLanguage(lang);
      for (const [name, make] of Object.entries(errors)) {
        expect(walletErrorText(make()), name).toBe(before[lang][name as keyof typeof errors]);
      }
      expect(i18n.hasResourceBundle(lang, 'walletCore')).toBe(true);
      expect(reported).not.toHaveBeenCalled();
    },
  );

  it('follows the language switch like every other text', async () => {
    const error = new WalletEnableError(WalletType.Nabox);
    expect(walletErrorText(error)).toBe(before.en.nabox);
    await useLanguageStore.getState().setLanguage('chs');
    expect(walletErrorText(error)).toBe(before.chs.nabox);
  });
});

describe("wallet-core's alerts", () => {
  it('show its key and values in the site language, not the text wallet-core put in its own language', async () => {
    await useLanguageStore.getState().setLanguage('chs');
    walletConfig.alert('Switch your wallet to Polygon', { key: 'modifyNetworkTo', params: { network: 'Polygon' } });
    expect(useWalletNotice.getState().notice?.text).toBe('请将钱包切换到 Polygon');
    walletConfig.alert('A message without a key');
    expect(useWalletNotice.getState().notice?.text).toBe('A message without a key');
  });
});
