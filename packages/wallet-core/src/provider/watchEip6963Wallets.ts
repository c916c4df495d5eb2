import type { DiscoveredWallet } from './DiscoveredWallet.js';
import { isEip1193Provider } from './isEip1193Provider.js';
import type { ProviderSource } from './ProviderSource.js';
import { walletTypeOf } from './walletTypeOf.js';

type AnnounceDetail = { info?: { uuid?: string; name?: string; icon?: string; rdns?: string }; provider?: unknown };

/**
 * Listens for EIP-6963 `eip6963:announceProvider` events on `source`, asks wallets to announce
 * (`eip6963:requestProvider`), and calls `onWallet` for each new one. Returns the unsubscribe function.
 */
export function watchEip6963Wallets(source: ProviderSource, onWallet: (wallet: DiscoveredWallet) => void): () => void {
  if (typeof source.addEventListener !== 'function') return () => {};
  const seen = new Set<unknown>();
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<AnnounceDetail>).detail;
    if (!detail || !isEip1193Provider(detail.provider) || seen.has(detail.provider)) return;
    seen.add(detail.provider);
    const info = detail.info ?? {};
    onWallet({
      walletType: walletTypeOf(info),
      name: info.name ?? 'Injected wallet',
      provider: detail.provider,
      ...(info.rdns ? { rdns: info.rdns } : {}),
      ...(info.icon ? { icon: info.icon } : {}),
    });
  };
  source.addEventListener('eip6963:announceProvider', listener);
  source.dispatchEvent?.(new Event('eip6963:requestProvider'));
  return () => source.removeEventListener?.('eip6963:announceProvider', listener);
}
