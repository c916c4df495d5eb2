import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/ApiClient.js';
import { createApiClient } from '../api/createApiClient.js';
import type { ChainConfig } from '../chains/ChainConfig.js';
import { DEFAULT_NETWORK_ID } from '../chains/DEFAULT_NETWORK_ID.js';
import { polygon } from '../chains/polygon.js';
import { polygonAmoy } from '../chains/polygonAmoy.js';
import { HEARTBEAT_INTERVAL_MS } from '../heartbeat/HEARTBEAT_INTERVAL_MS.js';
import { defaultLoginText } from '../login/defaultLoginText.js';
import type { Lang } from '../messages/Lang.js';
import type { ProviderSource } from '../provider/ProviderSource.js';
import { watchEip6963Wallets } from '../provider/watchEip6963Wallets.js';
import { createMemoryStorage } from '../storage/createMemoryStorage.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';
import { initialWalletState } from '../store/initialWalletState.js';
import type { WalletState } from '../store/WalletState.js';
import type { WalletConfig } from './WalletConfig.js';

/** Parameters of {@link createWalletConfig}; every one has a browser-friendly default. */
export type CreateWalletConfigParameters = {
  /** Chain the session must be on. Default: the spec's 56; the web app passes 137 (Polygon). */
  chainId?: number;
  /** Chains known for names and `wallet_addEthereumChain`. Default: Polygon and Polygon Amoy. */
  chains?: readonly ChainConfig[];
  /** Signed before the timestamp. Default: `defaultLoginText({ domain: location.host, chainId })`. */
  loginText?: string;
  /** An API client, or the base URL to build one (token sent as Bearer). Default: same origin. */
  api?: ApiClient | null;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Default: `localStorage` in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /** Default: `globalThis` (the browser's window). */
  providerSource?: ProviderSource;
  heartbeatIntervalMs?: number;
  lang?: Lang;
  alert?: (message: string) => void;
  now?: () => number;
  /** Overrides of the state's `config` slice (buyerFee, sellerFee, ipfsUrl). */
  state?: Partial<Omit<WalletState['config'], 'networkId'>>;
};

/** Builds the store and environment every action takes; starts listening for EIP-6963 announcements. */
export function createWalletConfig(parameters: CreateWalletConfigParameters = {}): WalletConfig {
  const chainId = parameters.chainId ?? DEFAULT_NETWORK_ID;
  const g = globalThis as { location?: { host?: string }; localStorage?: KeyValueStorage; alert?: (m: string) => void };
  const storage = parameters.storage ?? g.localStorage ?? createMemoryStorage();
  const store = createStore<WalletState>()(() => ({
    ...initialWalletState({ ...parameters.state, networkId: chainId }),
    token: storage.getItem(STORAGE_KEYS.token),
  }));
  const api =
    parameters.api !== undefined
      ? parameters.api
      : createApiClient({
          baseUrl: parameters.apiBaseUrl ?? '',
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
    chains: parameters.chains ?? [polygon, polygonAmoy],
    chainId,
    loginText: parameters.loginText ?? defaultLoginText({ domain: g.location?.host || 'localhost', chainId }),
    api,
    storage,
    providerSource: parameters.providerSource ?? (globalThis as ProviderSource),
    heartbeatIntervalMs: parameters.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
    lang: parameters.lang ?? 'en',
    alert: parameters.alert ?? ((message) => g.alert?.(message)),
    now: parameters.now ?? Date.now,
    runtime: {
      announced: [],
      wallet: null,
      unsubscribeProvider: null,
      stopAnnouncements: null,
      pendingLogin: null,
      beating: false,
    },
  };
  config.runtime.stopAnnouncements = watchEip6963Wallets(config.providerSource, (wallet) => {
    config.runtime.announced.push(wallet);
  });
  return config;
}
