// Shown while the connected wallet is on another chain: says so and switches (or adds) the Tool's chain.

import { Button } from '@fanout/ui';
import { chainName } from '@fanout/wallet-core';
import { useChainNames } from './chainNames.js';
import { switchToToolChain } from './switchToToolChain.js';
import { useWallet } from './useWallet.js';
import { useWalletText } from './useWalletText.js';
import { walletConfig } from './walletConfig.js';

export function NetworkPrompt() {
  const t = useWalletText();
  const connected = useWallet((state) => state.connected);
  const networkId = useWallet((state) => state.web3.networkId);
  // The session's target (the Tool's chain), from the store so a chain pick re-renders the prompt.
  const target = useWallet((state) => state.config.networkId);
  const served = useChainNames((state) => (networkId === null ? undefined : state.names[networkId]));
  if (!connected || networkId === null || networkId === target) return null;
  const network = chainName(target, walletConfig.chains);
  const known = served !== undefined || walletConfig.chains.some((chain) => chain.id === networkId);
  return (
    <div className="wallet-network-prompt" role="alert">
      <p>
        {known
          ? t('wrongNetwork', { current: served ?? chainName(networkId, walletConfig.chains), network })
          : t('wrongNetworkUnknown', { network })}
      </p>
      <Button size="sm" onClick={() => void switchToToolChain()}>
        {t('switchNetwork', { network })}
      </Button>
    </div>
  );
}
