// The wallet feature's side door for the site's nav: the Connect slot, and nothing that loads wallet-core. The slot
// draws its "Connect" button at once and loads the live WalletButton (and with it wallet-core) only on use, so every
// first page load stays without wallet code (e2e/delivery.test.ts). Anything else of the feature goes through index.ts.
export { ConnectSlot } from './ConnectSlot.js';
