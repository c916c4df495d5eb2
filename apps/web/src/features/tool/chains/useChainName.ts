// Names a chain by its id for the Tool's sentences: the served chain settings first (Polygon, Ethereum, BNB Smart
// Chain…), then the wallet session's chains, else "network 56" — never "an unknown network" for a chain that has a name.
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import { useCallback } from 'react';
import { walletConfig } from '../../wallet/index.js';
import { useTransferText } from '../transfer/transferText.js';
import { useToolChains } from './toolChains.js';

/** The name of `chainId` in `settings` or the wallet session's chains; null when neither names it. */
export function knownChainName(settings: ChainSettings, chainId: number): string | null {
  return (
    settings.chains.find((chain) => chain.id === chainId)?.name ??
    walletConfig.chains.find((chain) => chain.id === chainId)?.name ??
    null
  );
}

/** `(chainId) => name` in the current language ("network 56" when no chain setting names it). */
export function useChainName(): (chainId: number | string) => string {
  const t = useTransferText();
  const settings = useToolChains((state) => state.settings);
  return useCallback(
    (chainId) => knownChainName(settings, Number(chainId)) ?? t('chainNumbered', { id: String(chainId) }),
    [settings, t],
  );
}
