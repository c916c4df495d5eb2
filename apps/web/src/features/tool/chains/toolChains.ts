// The Tool's chains at run time: GET /api/chains (wallet-core loadChainSettings) read once per visit, the build-time
// values (VITE_*, wallet/chainSettings.ts, in wallet-core's same ChainSettings type) as the fallback and until the
// answer arrives. A page-level `window.__FANOUT_CHAIN__` (how the browser tests point a built site at a local node)
// overrides, field by field, what it names on its chain (and where ENS names are read, `ens`).

import { NULL_ADDRESS, setActiveChain, switchChain } from '@fanout/wallet-core';
import type { ChainSetting, ChainSettings, ChainSettingsAddress } from '@fanout/wallet-core/chain-settings';
import { chainConfigOf, loadChainSettings } from '@fanout/wallet-core/chain-settings';
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import {
  buildTimeChain,
  buildTimeChainSettings,
  parseOlderBulkSends,
  rememberChainNames,
  walletConfig,
} from '../../wallet/index.js';

/** The build-time settings (wallet-core's one shape): one chain, no deploy offered. */
export function buildTimeSettings(): ChainSettings {
  return buildTimeChainSettings;
}

/**
 * The override in force: `window.__FANOUT_CHAIN__`, or under `pnpm dev` (VITE_LOCAL_CHAIN, set when the local chain
 * answered) the local chain's build-time RPC, BulkSend and demo token, which the served Polygon settings must not hide,
 * and BulkSend's deploy offered with the local chain's first account as fee owner (VITE_BULKSEND_OWNER): the local
 * chain starts bare, like a real chain, so the member installs the proxy and deploys BulkSend from the Tool.
 */
function pageOverride(): Window['__FANOUT_CHAIN__'] {
  const page = typeof window !== 'undefined' ? window.__FANOUT_CHAIN__ : undefined;
  if (page || import.meta.env.VITE_LOCAL_CHAIN !== '1') return page;
  const deployOwner = import.meta.env.VITE_BULKSEND_OWNER;
  return {
    ...(buildTimeChain.rpcUrls[0] ? { rpcUrl: buildTimeChain.rpcUrls[0] } : {}),
    ...(buildTimeChain.bulkSend.address
      ? {
          bulkSend: buildTimeChain.bulkSend.address,
          bulkSendVersion: buildTimeChain.bulkSend.version ?? 'v3',
          olderBulkSends: (buildTimeChain.bulkSend.older ?? []).map((o) => `${o.address}:${o.version}`).join(','),
        }
      : {}),
    payTokens: 'build',
    ...(deployOwner ? { deployOwner } : {}),
  };
}

/** Applies the fields `window.__FANOUT_CHAIN__` names to its chain (build-time chain id when it names none). */
export function applyPageOverride(settings: ChainSettings): ChainSettings {
  const page = pageOverride();
  if (!page) return settings;
  const id = page.chainId ?? buildTimeChain.id;
  const base = settings.chains.find((chain) => chain.id === id) ?? { ...buildTimeChain, id };
  const chain: ChainSetting = {
    ...base,
    ...(page.rpcUrl ? { rpcUrls: [page.rpcUrl] } : {}),
    ...(page.bulkSend
      ? {
          bulkSend: {
            address: page.bulkSend as ChainSettingsAddress,
            source: 'build',
            reason: null,
            version: page.bulkSendVersion ?? buildTimeChain.bulkSend.version,
            older: parseOlderBulkSends(page.olderBulkSends ?? ''),
          },
        }
      : {}),
    ...(page.payTokens ? { payTokens: buildTimeChain.payTokens } : {}),
    ...(page.deployOwner
      ? { deploy: { offered: true, owner: page.deployOwner as ChainSettingsAddress, salt: null, reason: null } }
      : {}),
    // Another node's Safes are not in the served chain's Safe Transaction Service: only the one the override names.
    ...(page.rpcUrl || page.safeTransactionService
      ? { safeTransactionService: page.safeTransactionService?.replace(/\/+$/, '') ?? null }
      : {}),
  };
  const others = settings.chains.filter((entry) => entry.id !== id);
  return { ...settings, chains: [chain, ...others], ...(page.ens !== undefined ? { ens: page.ens } : {}) };
}

interface ToolChainsState {
  settings: ChainSettings;
  source: 'build' | 'api' | 'fallback';
  /** The chain the Tool runs on (the site's wallet session targets it too). */
  chainId: number;
  /** Whether the member picked the chain (then the served default no longer moves it). */
  picked: boolean;
}

export const useToolChains = create<ToolChainsState>(() => ({
  settings: applyPageOverride(buildTimeSettings()),
  source: 'build',
  chainId: walletConfig.chainId,
  picked: false,
}));

/**
 * Makes `chainId` the Tool's chain: the wallet session (wallet-core config: wrong-network prompt, balances) targets it
 * and knows its facts from the settings, so switchChain can add it to a wallet that lacks it.
 */
function targetChain(chainId: number, settings: ChainSettings, picked: boolean) {
  const served = settings.chains.find((chain) => chain.id === chainId);
  setActiveChain(walletConfig, { chainId, ...(served ? { chain: chainConfigOf(served) } : {}) });
  useToolChains.setState({ chainId, picked });
}

/** The member's pick: the Tool and the wallet session move to `chainId`, and a connected wallet is asked to switch. */
export async function pickToolChain(chainId: number): Promise<void> {
  targetChain(chainId, useToolChains.getState().settings, true);
  if (walletConfig.store.getState().connected) await switchChain(walletConfig, { chainId });
}

let loading: Promise<void> | null = null;

/** Reads the served settings once per visit (the build-time ones stay when the API does not answer). */
export function loadToolChains(): Promise<void> {
  loading ??= loadChainSettings({ apiBaseUrl: '', fallback: buildTimeSettings() }).then(({ settings, source }) => {
    const served = applyPageOverride(settings);
    useToolChains.setState({ settings: served, source });
    rememberChainNames(served.chains);
    const { picked, chainId } = useToolChains.getState();
    const next = picked ? chainId : (served.defaultChainId ?? chainId);
    if (served.chains.some((chain) => chain.id === next)) targetChain(next, served, picked);
  });
  return loading;
}

/** The settings of `chainId`, or of the first chain when it is not served. */
export function chainOf(settings: ChainSettings, chainId: number): ChainSetting {
  return settings.chains.find((chain) => chain.id === chainId) ?? buildTimeChain;
}

/** The chain the Tool runs on, read from the served settings once the page shows it. */
export function useToolChain(): ChainSetting {
  useEffect(() => {
    void loadToolChains();
  }, []);
  const settings = useToolChains((state) => state.settings);
  const chainId = useToolChains((state) => state.chainId);
  return useMemo(() => chainOf(settings, chainId), [settings, chainId]);
}

export interface ToolToken {
  symbol: string;
  address: string;
  decimals: number;
}

/** The pay tokens the Tool lists on `chain`: its native coin first, then the served tokens. */
export function tokensOf(chain: ChainSetting): ToolToken[] {
  const native = {
    address: NULL_ADDRESS,
    symbol: chain.nativeCurrency.symbol,
    decimals: chain.nativeCurrency.decimals,
  };
  return [native, ...chain.payTokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))];
}

/** The token the Tool selects first on `chain`: the served default, else the native coin. */
export function defaultTokenOf(chain: ChainSetting): string {
  return chain.payTokens.find((token) => token.default)?.address ?? NULL_ADDRESS;
}
