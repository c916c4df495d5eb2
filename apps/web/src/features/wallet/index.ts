// The wallet feature's public door for the Tool page: the wallet config and its state, sign-in, the chain settings,
// the network prompt and the wallet notices. Importing it loads wallet-core (walletConfig creates the session).
// The nav uses the side door index.nav.ts (the Connect slot) instead: the slot must stay out of this door, or every
// first page load would carry wallet-core (about 10 KB gzip more) and the slot would go live at once.

export { rememberChainNames } from './chainNames.js';
export { buildTimeChain, buildTimeChainSettings, parseOlderBulkSends } from './chainSettings.js';
export { connectAndSignIn } from './connectAndSignIn.js';
export { NetworkPrompt } from './NetworkPrompt.js';
export { useWallet } from './useWallet.js';
export { WalletNoticeBanner } from './WalletNoticeBanner.js';
export { walletConfig } from './walletConfig.js';
export { walletCoreText } from './walletCoreText.js';
