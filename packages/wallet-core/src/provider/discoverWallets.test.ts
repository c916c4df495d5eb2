import { describe, expect, it } from 'vitest';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { discoverWallets } from './discoverWallets.js';
import { WalletType } from './WalletType.js';

function announce(target: EventTarget, provider: unknown, info: { name: string; rdns: string; uuid: string }) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
}

describe('discoverWallets', () => {
  it('orders Nabox, then Clover, then the injected wallet', () => {
    const nabox = new TestWallet();
    const clover = new TestWallet();
    const injected = new TestWallet();
    const { config } = testSession({ ethereum: injected, clover, NaboxWallet: nabox });
    const found = discoverWallets(config);
    expect(found.map((w) => [w.walletType, w.name])).toEqual([
      [WalletType.Nabox, 'Nabox Wallet'],
      [WalletType.Clover, 'CLV Wallet'],
      [WalletType.MetaMask, 'MetaMask'],
    ]);
    expect(found[0]?.provider).toBe(nabox);
  });

  it('finds nothing in a page without wallets', () => {
    const { config } = testSession({ ethereum: { notAProvider: true } });
    expect(discoverWallets(config)).toEqual([]);
  });

  it('adds EIP-6963 announcements, answering the request and later announcements, once per provider', () => {
    const page = new EventTarget();
    const rabby = new TestWallet();
    const naboxAnnounced = new TestWallet();
    // A wallet that answers the request event synchronously, as real extensions do.
    page.addEventListener('eip6963:requestProvider', () =>
      announce(page, rabby, { name: 'Rabby Wallet', rdns: 'io.rabby', uuid: '1' }),
    );
    const { config } = testSession(page as never);
    announce(page, naboxAnnounced, { name: 'Nabox', rdns: 'io.nabox.wallet', uuid: '2' });
    announce(page, rabby, { name: 'Rabby Wallet', rdns: 'io.rabby', uuid: '1' });
    const found = discoverWallets(config);
    expect(found.map((w) => [w.walletType, w.name, w.rdns])).toEqual([
      [WalletType.Nabox, 'Nabox', 'io.nabox.wallet'],
      [WalletType.MetaMask, 'Rabby Wallet', 'io.rabby'],
    ]);
  });

  it('does not list a wallet twice when it is both injected and announced', () => {
    const page = Object.assign(new EventTarget(), {}) as EventTarget & { ethereum?: unknown };
    const metamask = new TestWallet();
    page.ethereum = metamask;
    const { config } = testSession(page as never);
    announce(page, metamask, { name: 'MetaMask', rdns: 'io.metamask', uuid: '3' });
    expect(discoverWallets(config)).toHaveLength(1);
  });
});
