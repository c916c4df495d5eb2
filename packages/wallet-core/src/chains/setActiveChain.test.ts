import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { connect } from '../connect/connect.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { ChainConfig } from './ChainConfig.js';
import { chainName } from './chainName.js';
import { checkNetwork } from './checkNetwork.js';
import { setActiveChain } from './setActiveChain.js';
import { switchChain } from './switchChain.js';

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
});
afterEach(async () => {
  await restore();
});

const base: ChainConfig = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://mainnet.base.org',
  explorerUrl: 'https://basescan.org',
};

describe('setActiveChain', () => {
  it('moves the session target: config, state (for subscribers) and the active chain first', () => {
    const { config } = testSession({});
    const seen: number[] = [];
    config.store.subscribe((state) => seen.push(state.config.networkId));
    setActiveChain(config, { chainId: 80002 });
    expect(config.chainId).toBe(80002);
    expect(config.store.getState().config.networkId).toBe(80002);
    expect(seen).toEqual([80002]);
    expect(config.chains.map((chain) => chain.id)).toEqual([80002, 137]);
    setActiveChain(config, { chainId: 8453, chain: base });
    expect(config.chains.map((chain) => chain.id)).toEqual([8453, 80002, 137]);
    expect(chainName(config.chainId, config.chains)).toBe('Base');
    // New facts for a known chain replace the old ones (no duplicate).
    setActiveChain(config, { chainId: 8453, chain: { ...base, rpcUrl: 'https://base.example' } });
    expect(config.chains.filter((chain) => chain.id === 8453).map((chain) => chain.rpcUrl)).toEqual([
      'https://base.example',
    ]);
  });

  it('refuses a chain id that is not one, or facts of another chain', () => {
    const { config } = testSession({});
    expect(() => setActiveChain(config, { chainId: 0 })).toThrow(InvalidParameterError);
    expect(() => setActiveChain(config, { chainId: 1.5 })).toThrow(InvalidParameterError);
    expect(() => setActiveChain(config, { chainId: 137, chain: base })).toThrow(InvalidParameterError);
    expect(config.chainId).toBe(137);
  });

  it('then the wrong-network check and switchChain follow the new chain (added from its facts when the wallet lacks it)', async () => {
    const wallet = new TestWallet({ knownChains: [137] });
    const { config, alerts } = testSession({ ethereum: wallet });
    await connect(config);
    expect(await checkNetwork(config)).toBe(true);
    setActiveChain(config, { chainId: 8453, chain: base });
    expect(await checkNetwork(config)).toBe(false);
    expect(alerts).toEqual(['Switch your wallet to Base']);
    expect(await switchChain(config)).toBe(8453);
    const add = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: base.nativeCurrency,
        rpcUrls: [base.rpcUrl],
        blockExplorerUrls: [base.explorerUrl],
      },
    ]);
    expect(config.store.getState().web3.networkId).toBe(8453);
    expect(await checkNetwork(config)).toBe(true);
    // Back to a chain the wallet was on: the message may show again when the wallet is elsewhere.
    setActiveChain(config, { chainId: 137 });
    expect(await checkNetwork(config)).toBe(false);
    expect(alerts).toEqual(['Switch your wallet to Base', 'Switch your wallet to Polygon']);
  });
});
