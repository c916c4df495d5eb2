// The one wallet-core session of the site: Polygon (or the configured chain), same-origin API, alerts into the page
// (wallet-core's key and values, in the site's language).
import { createWalletConfig, NULL_ADDRESS, polygon, polygonAmoy } from '@fanout/wallet-core';
import { chainConfigOf } from '@fanout/wallet-core/chain-settings';
import { setPayTokens } from '@fanout/wallet-core/session';
import { buildTimeChain } from './chainSettings.js';
import { walletCoreText } from './walletCoreText.js';
import { markWalletLoaded } from './walletLoaded.js';
import { useWalletNotice } from './walletNotice.js';

export const walletConfig = createWalletConfig({
  chainId: buildTimeChain.id,
  chains: [chainConfigOf(buildTimeChain), ...[polygon, polygonAmoy].filter((chain) => chain.id !== buildTimeChain.id)],
  apiBaseUrl: '',
  alert: (message, text) => useWalletNotice.getState().show('danger', text ? walletCoreText(text) : message),
});

// The native coin first and default, then the build-time tokens.
const { nativeCurrency } = buildTimeChain;
setPayTokens(
  walletConfig,
  [
    { address: NULL_ADDRESS, symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals },
    ...buildTimeChain.payTokens,
  ].map(({ address, symbol, decimals }, index) => ({ address, symbol, decimals, isDefault: index === 0 })),
);

// The nav's ConnectSlot switches to the live wallet state once this module is loaded.
if (typeof window !== 'undefined') markWalletLoaded();
