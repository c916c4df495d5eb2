import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/Eip1193Provider.js';
import type { SafeAppInfo } from './detectSafeApp.js';
import { type SafeAppWindow, safeAppsRequest } from './safeAppsRequest.js';

/** Methods a Safe does not answer as a wallet would (it proposes whole Safe transactions, it signs nothing alone). */
const REFUSED = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
]);

/** The provider's mark: the session's wallet is this Safe (the engine then proposes instead of sending). */
export type SafeAppProvider = Eip1193Provider & { readonly safeApp: SafeAppInfo };

/**
 * An EIP-1193 provider for the page inside Safe{Wallet}: the account is the Safe (`eth_accounts`,
 * `eth_requestAccounts`), the chain is the Safe's, and chain reads go to the host's node through the SDK's `rpcCall`.
 * Sending and signing are refused with 4200 (a Safe's payments are proposed: `proposeSafeRun`).
 */
export function safeAppProvider(
  info: SafeAppInfo,
  options: { timeoutMs?: number; window?: SafeAppWindow } = {},
): SafeAppProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    safeApp: info,
    async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [info.safeAddress];
      if (method === 'eth_chainId') return `0x${info.chainId.toString(16)}`;
      if (method === 'net_version') return String(info.chainId);
      if (REFUSED.has(method)) {
        throw Object.assign(new Error(`${method} is not offered inside Safe{Wallet}`), { code: 4200 });
      }
      return safeAppsRequest(
        'rpcCall',
        { call: method, params: params ?? [] },
        { timeoutMs, ...(options.window ? { window: options.window } : {}) },
      );
    },
    // A Safe App's Safe and chain do not change while it is open: no events.
    on: () => undefined,
    removeListener: () => undefined,
  };
}
