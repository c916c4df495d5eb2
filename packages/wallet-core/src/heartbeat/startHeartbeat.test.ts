import { NULL_ADDRESS } from '@fanout/batch-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, installBalanceToken, localChain, snapshot } from '../../test/localChain.js';
import { TestWallet } from '../../test/TestWallet.js';
import { testSession } from '../../test/testSession.js';
import { until } from '../../test/until.js';
import { connect } from '../connect/connect.js';
import { logout } from '../logout/logout.js';
import { setPayTokens } from '../session/setPayTokens.js';
import { HEARTBEAT_INTERVAL_MS } from './HEARTBEAT_INTERVAL_MS.js';
import { startHeartbeat } from './startHeartbeat.js';
import { stopHeartbeat } from './stopHeartbeat.js';

const USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
const USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
const ONE_POL = 10n ** 18n;

let restore: () => Promise<void>;
beforeEach(async () => {
  restore = await snapshot();
  // Only the interval is faked: the chain's own timers keep running.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await restore();
});

async function connectedSession(wallet = new TestWallet()) {
  const session = testSession({ ethereum: wallet });
  await connect(session.config);
  setPayTokens(session.config, [
    { address: NULL_ADDRESS, decimals: 18, symbol: 'POL', isDefault: false },
    { address: USDT, decimals: 6, symbol: 'USDT', isDefault: true },
    { address: USDC, decimals: 6, symbol: 'USDC', isDefault: false },
  ]);
  return { ...session, wallet };
}

async function balanceOf(address: string): Promise<bigint> {
  return BigInt((await localChain().request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string);
}

describe('heartbeat', () => {
  it('reads the native balance and every ERC-20 pay token at once, keyed by token address', async () => {
    await installBalanceToken(USDT, { [ACCOUNTS[0]]: 1_500_000n });
    await installBalanceToken(USDC, { [ACCOUNTS[0]]: 7n });
    const { config } = await connectedSession();
    startHeartbeat(config);
    await until(() => expect(config.store.getState().ethBalance).toBeGreaterThan(0n));
    const state = config.store.getState();
    expect(state.ethBalance).toBe(await balanceOf(ACCOUNTS[0]));
    expect(state.erc20Balance).toEqual({ [USDT.toLowerCase()]: 1_500_000n, [USDC.toLowerCase()]: 7n });
    expect(state.payTokens.map((t) => t.erc20)).toEqual([false, true, true]);
    expect(state.defaultPayToken?.symbol).toBe('USDT');
    logout(config);
  });

  it('refreshes every 20 s: a transfer on chain shows up after the next beat', async () => {
    const { config } = await connectedSession();
    startHeartbeat(config);
    await until(() => expect(config.store.getState().ethBalance).toBeGreaterThan(0n));
    const before = config.store.getState().ethBalance;
    await localChain().request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNTS[0], to: ACCOUNTS[2], value: `0x${ONE_POL.toString(16)}`, gasPrice: '0x0' }],
    });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(config.store.getState().ethBalance).toBe(before);
    vi.advanceTimersByTime(1);
    await until(() => expect(config.store.getState().ethBalance).toBe(before - ONE_POL));
    logout(config);
  });

  it('checks the network on each beat and alerts once when the wallet left the chain', async () => {
    const wallet = new TestWallet({ knownChains: [137, 80002] });
    const { config, alerts } = await connectedSession(wallet);
    startHeartbeat(config);
    await until(() => expect(config.store.getState().ethBalance).toBeGreaterThan(0n));
    // The wallet moves without an event reaching us (some wallets only answer eth_chainId).
    wallet.chainId = 80002;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await until(() => expect(config.store.getState().web3.networkId).toBe(80002));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alerts).toEqual(['Switch your wallet to Polygon']);
    logout(config);
  });

  it('never runs two timers, and stops on logout', async () => {
    const { config } = await connectedSession();
    startHeartbeat(config);
    startHeartbeat(config);
    expect(vi.getTimerCount()).toBe(1);
    logout(config);
    expect(vi.getTimerCount()).toBe(0);
    expect(config.store.getState().heartbeatTimer).toBeNull();
    stopHeartbeat(config);
  });

  it('stops by itself on a beat after the session is no longer connected', async () => {
    const { config, wallet } = await connectedSession();
    startHeartbeat(config);
    config.store.setState({ connected: false });
    const calls = wallet.calls.length;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    await until(() => expect(vi.getTimerCount()).toBe(0));
    expect(wallet.calls.length).toBeLessThanOrEqual(calls + 3);
  });

  it('records a failed beat in the logs instead of throwing', async () => {
    const wallet = new TestWallet({ refuse: ['eth_getBalance'] });
    const { config } = await connectedSession(wallet);
    startHeartbeat(config);
    await until(() => expect(config.store.getState().logs).toHaveLength(1));
    expect(config.store.getState().logs[0]?.message).toContain('UserRejectedRequestError');
    logout(config);
  });
});
