// Whether wallet-core has been loaded in this page (by the Tool page or the nav's live wallet button). Kept apart
// from walletConfig.ts so the nav can ask without loading wallet-core itself.
const EVENT = 'fanout:wallet-loaded';
let loaded = false;

export function markWalletLoaded(): void {
  loaded = true;
  window.dispatchEvent(new Event(EVENT));
}

export function isWalletLoaded(): boolean {
  return loaded;
}

/** Calls `listener` once wallet-core loads; returns the unsubscribe function. */
export function onWalletLoaded(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
