// Shown while the connected wallet is on another chain: says so and switches (or adds) the Tool's chain.

import { Button } from '@fanout/ui';
import { chainName } from '@fanout/wallet-core';
import { switchToToolChain } from './switchToToolChain.js';
import { useWallet } from './useWallet.js';
import { useWalletText } from './useWalletText.js';
import { walletConfig } from './walletConfig.js';

export function NetworkPrompt() {
  const t = useWalletText();
  const connected = useWallet((state) => state.connected);
  const networkId = useWallet((state) => state.web3.networkId);
  if (!connected || networkId === null || networkId === walletConfig.chainId) return null;
  const network = chainName(walletConfig.chainId, walletConfig.chains);
  const current = chainName(networkId, walletConfig.chains);
  return (
    <div className="wallet-network-prompt" role="alert">
      <p>{t('wrongNetwork', { current, network })}</p>
      <Button size="sm" onClick={() => void switchToToolChain()}>
        {t('switchNetwork', { network })}
      </Button>
    </div>
  );
}
