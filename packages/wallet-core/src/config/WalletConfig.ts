import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient, LoginAnswer } from '../api/ApiClient.js';
import type { ChainConfig } from '../chains/ChainConfig.js';
import type { Lang } from '../messages/Lang.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';
import type { ProviderSource } from '../provider/ProviderSource.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import type { WalletState } from '../store/WalletState.js';

/** Everything the actions work over: the store plus the environment (wagmi-style config). */
export type WalletConfig = {
  store: StoreApi<WalletState>;
  chains: readonly ChainConfig[];
  /** The chain the session must be on (also `state.config.networkId`). */
  chainId: number;
  /** Text signed before the timestamp at login (see `defaultLoginText`). */
  loginText: string;
  api: ApiClient | null;
  storage: KeyValueStorage;
  /** Where wallets inject themselves (`window`). */
  providerSource: ProviderSource;
  heartbeatIntervalMs: number;
  lang: Lang;
  /** Shows a message to the user (the site's alert); not called in silent mode. */
  alert: (message: string) => void;
  /** Clock in milliseconds (Date.now); replaced in tests. */
  now: () => number;
  /** Mutable runtime bookkeeping: wallets announced over EIP-6963, provider event unsubscribe. */
  runtime: {
    announced: DiscoveredWallet[];
    /** The wallet of the current connection (reused to reconnect after an account change). */
    wallet: DiscoveredWallet | null;
    unsubscribeProvider: (() => void) | null;
    stopAnnouncements: (() => void) | null;
    /** The sign-in in progress, so concurrent `login`/`needLogin` calls share one signature prompt. */
    pendingLogin: Promise<LoginAnswer> | null;
    /** True while a heartbeat runs, so a slow RPC never stacks beats. */
    beating: boolean;
  };
};
