// The wrong-network prompt follows the session's target chain: when the Tool's chain picker moves the target
// (wallet-core setActiveChain) and the wallet stays where it was (the member refused the switch), the prompt says so.
import { setActiveChain } from '@fanout/wallet-core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkPrompt } from './NetworkPrompt.js';
import { walletConfig } from './walletConfig.js';

const home = walletConfig.chainId;

afterEach(() => {
  act(() => {
    setActiveChain(walletConfig, { chainId: home });
    walletConfig.store.setState({ connected: false, web3: { ...walletConfig.store.getState().web3, networkId: null } });
  });
});

describe('NetworkPrompt', () => {
  it('appears when the target chain moves away from the chain the connected wallet is on, and goes when it is back', () => {
    const other = walletConfig.chains.find((chain) => chain.id !== home);
    if (!other) throw new Error('expected a second known chain');
    act(() => {
      walletConfig.store.setState({
        connected: true,
        web3: { ...walletConfig.store.getState().web3, networkId: home },
      });
    });
    render(<NetworkPrompt />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setActiveChain(walletConfig, { chainId: other.id }));
    expect(screen.getByRole('alert').textContent).toContain(`The Tool runs on ${other.name}.`);
    expect(screen.getByRole('button', { name: `Switch to ${other.name}` })).toBeTruthy();
    act(() => setActiveChain(walletConfig, { chainId: home }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
