import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { chainName } from './chainName.js';
import { checkNetwork } from './checkNetwork.js';
import { polygon } from './polygon.js';
import { polygonAmoy } from './polygonAmoy.js';
import { switchChain } from './switchChain.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

describe('switchChain', () => {
  it('switches a wallet that knows the chain with wallet_switchEthereumChain only', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    expect(await switchChain(config, { chainId: 80002 })).toBe(80002);
    expect(wallet.methods()).toContain('wallet_switchEthereumChain');
    expect(wallet.methods()).not.toContain('wallet_addEthereumChain');
    expect(config.store.getState().web3.networkId).toBe(80002);
  });

  it('adds a chain the wallet lacks (4902) with its configured name, coin, decimals, RPC and explorer', async () => {
    const wallet = new TestWallet({ knownChains: [137] });
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    expect(await switchChain(config, { chainId: 80002 })).toBe(80002);
    const add = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      {
        chainId: '0x13882',
        chainName: 'Polygon Amoy',
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        rpcUrls: ['https://rpc-amoy.polygon.technology'],
        blockExplorerUrls: ['https://amoy.polygonscan.com'],
      },
    ]);
  });

  it("returns the user's refusal (4001) as an error and does not try to add the chain", async () => {
    const wallet = new TestWallet({ knownChains: [137], refuse: ['wallet_switchEthereumChain'] });
    const { config } = testSession({ ethereum: wallet });
    await connect(config);
    await expect(switchChain(config, { chainId: 80002 })).rejects.toThrow(UserRejectedRequestError);
    expect(wallet.methods()).not.toContain('wallet_addEthereumChain');
    expect(config.store.getState().web3.networkId).toBe(137);
  });

  it('refuses a chain that is not configured', async () => {
    const { config } = testSession({ ethereum: new TestWallet() });
    await connect(config);
    await expect(switchChain(config, { chainId: 5 })).rejects.toThrow(ChainNotConfiguredError);
  });

  it('moves back to the configured chain by default and clears the wrong-network state', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    wallet.chainId = 80002;
    const { config, alerts } = testSession({ ethereum: wallet });
    await connect(config);
    expect(alerts).toEqual(['Switch your wallet to Polygon']);
    expect(await switchChain(config)).toBe(137);
    expect(config.store.getState()).toMatchObject({ wrongNetworkAlerted: false, web3: { networkId: 137 } });
  });

  it('needs a connected wallet', async () => {
    const { config } = testSession({ ethereum: new TestWallet() });
    await expect(switchChain(config)).rejects.toThrow(NotConnectedError);
  });
});

describe('chain change', () => {
  it('shows the wrong-network message once per visit to a wrong network', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002, 1] });
    const { config, alerts } = testSession({ ethereum: wallet }, { lang: 'chs' });
    await connect(config);
    wallet.changeChain(80002);
    wallet.changeChain(1);
    expect(await checkNetwork(config)).toBe(false);
    expect(alerts).toEqual(['请将钱包切换到 Polygon']);
    wallet.changeChain(137);
    expect(await checkNetwork(config)).toBe(true);
    wallet.changeChain(80002);
    expect(alerts).toHaveLength(2);
    expect(config.store.getState().web3.networkId).toBe(80002);
  });
});

describe('chainName', () => {
  it("names configured chains and calls any other 'unknown network'", () => {
    expect(chainName(137, [polygon, polygonAmoy])).toBe('Polygon');
    expect(chainName(80002, [polygon, polygonAmoy])).toBe('Polygon Amoy');
    expect(chainName(56, [polygon, polygonAmoy])).toBe('unknown network');
    expect(chainName(null, [polygon])).toBe('unknown network');
  });
});
