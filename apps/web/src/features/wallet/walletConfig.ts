// The one wallet-core session of the site: Polygon (or the configured chain), same-origin API, alerts into the page
// (wallet-core's key and values, in the site's language).
import { createWalletConfig, polygon, polygonAmoy } from '@fanout/wallet-core';
import { setPayTokens } from '@fanout/wallet-core/session';
import { chainSettings } from './chainSettings.js';
import { walletCoreText } from './walletCoreText.js';
import { markWalletLoaded } from './walletLoaded.js';
import { useWalletNotice } from './walletNotice.js';

export const walletConfig = createWalletConfig({
  chainId: chainSettings.chain.id,
  chains: [chainSettings.chain, ...[polygon, polygonAmoy].filter((chain) => chain.id !== chainSettings.chain.id)],
  apiBaseUrl: '',
  alert: (message, text) => useWalletNotice.getState().show('danger', text ? walletCoreText(text) : message),
});

setPayTokens(
  walletConfig,
  chainSettings.payTokens.map((token, index) => ({ ...token, isDefault: index === 0 })),
);

// The nav's ConnectSlot switches to the live wallet state once this module is loaded.
if (typeof window !== 'undefined') markWalletLoaded();
