import { createStore } from 'zustand/vanilla';
import { createApiClient } from '../api/createApiClient.js';
import type { WalletApi } from '../api/WalletApi.js';
import type { ChainConfig } from '../chains/ChainConfig.js';
import { polygon } from '../chains/polygon.js';
import { polygonAmoy } from '../chains/polygonAmoy.js';
import { createWalletEventListeners } from '../events/createWalletEventListeners.js';
import { HEARTBEAT_INTERVAL_MS } from '../heartbeat/HEARTBEAT_INTERVAL_MS.js';
import { defaultLoginText } from '../login/defaultLoginText.js';
import type { Lang } from '../messages/Lang.js';
import type { UserText } from '../messages/UserText.js';
import type { ProviderSource } from '../provider/ProviderSource.js';
import { watchEip6963Wallets } from '../provider/watchEip6963Wallets.js';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';
import { initialWalletState } from '../store/initialWalletState.js';
import type { WalletState } from '../store/WalletState.js';
import type { WalletConfig } from './WalletConfig.js';

/** Parameters of {@link createWalletConfig}; every one has a neutral default (no server, no alerts). */
export type CreateWalletConfigParameters = {
  /** Chain the session must be on. Default: the first of `chains` (Polygon with the default chains). */
  chainId?: number;
  /** Chains known for names and `wallet_addEthereumChain`. Default: Polygon and Polygon Amoy. */
  chains?: readonly ChainConfig[];
  /** Signed before the timestamp. Default: `defaultLoginText({ domain: location.host, chainId })`. */
  loginText?: string;
  /**
   * The server for login (`user.login`) and, when it has them, `user.info`, `api.contractList`, `api.whitelist`;
   * or `apiBaseUrl` to build Fanout's API client over it ('' = same origin; token sent as Bearer). Default: none.
   */
  api?: WalletApi | null;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Default: `localStorage` in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /** Default: `globalThis` (the browser's window). */
  providerSource?: ProviderSource;
  heartbeatIntervalMs?: number;
  lang?: Lang;
  /** Shows a message: the text in `lang`, and its catalogue key and values for an app that translates itself. */
  alert?: (message: string, text?: UserText) => void;
  now?: () => number;
};

/**
 * Builds the store and environment every action takes, and the handlers of the connected wallet's events; starts
 * listening for EIP-6963 announcements.
 */
export function createWalletConfig(parameters: CreateWalletConfigParameters = {}): WalletConfig {
  const chains = parameters.chains ?? [polygon, polygonAmoy];
  const chainId = parameters.chainId ?? chains[0]?.id ?? polygon.id;
  const g = globalThis as { location?: { host?: string }; localStorage?: KeyValueStorage };
  const storage = parameters.storage ?? g.localStorage ?? createMemoryStorage();
  const store = createStore<WalletState>()(() => ({
    ...initialWalletState({ networkId: chainId }),
    token: storage.getItem(STORAGE_KEYS.token),
  }));
  const api =
    parameters.api !== undefined
      ? parameters.api
      : parameters.apiBaseUrl === undefined
        ? null
        : createApiClient({
            baseUrl: parameters.apiBaseUrl,
            getToken: () => store.getState().token,
            ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
            onError: (error, request) =>
              store.setState((state) => ({
                logs: [
                  ...state.logs.slice(-49),
                  { time: Date.now(), message: `${request.method} ${request.url}: ${error.message}` },
                ],
              })),
          });
  const config: WalletConfig = {
    store,
    chains,
    chainId,
    loginText: parameters.loginText ?? defaultLoginText({ domain: g.location?.host || 'localhost', chainId }),
    api,
    storage,
    providerSource: parameters.providerSource ?? (globalThis as ProviderSource),
    heartbeatIntervalMs: parameters.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
    lang: parameters.lang ?? 'en',
    alert: parameters.alert ?? (() => undefined),
    now: parameters.now ?? Date.now,
    runtime: {
      announced: [],
      wallet: null,
      // Replaced below, once the config exists for the handlers to close over.
      listeners: { accountsChanged: () => undefined, chainChanged: () => undefined, disconnect: () => undefined },
      unsubscribeProvider: null,
      stopAnnouncements: null,
      pendingLogin: null,
      beating: false,
    },
  };
  // Wired once (like wagmi's config): the connected wallet's events commit what they carry, never re-asking the wallet.
  config.runtime.listeners = createWalletEventListeners(config);
  config.runtime.stopAnnouncements = watchEip6963Wallets(config.providerSource, (wallet) => {
    config.runtime.announced.push(wallet);
  });
  return config;
}
