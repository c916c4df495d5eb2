import type { StoreApi } from 'zustand/vanilla';
import type { LoginAnswer } from '../api/ApiClient.js';
import type { WalletApi } from '../api/WalletApi.js';
import type { ChainConfig } from '../chains/ChainConfig.js';
import type { WalletEventListeners } from '../events/WalletEventListeners.js';
import type { Lang } from '../messages/Lang.js';
import type { UserText } from '../messages/UserText.js';
import type { DiscoveredWallet } from '../provider/DiscoveredWallet.js';
import type { ProviderSource } from '../provider/ProviderSource.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import type { WalletState } from '../store/WalletState.js';

/** Everything the actions work over: the store plus the environment (wagmi-style config). */
export type WalletConfig = {
  store: StoreApi<WalletState>;
  chains: readonly ChainConfig[];
  /** The chain the session must be on (also `state.config.networkId`); change it with `setActiveChain`. */
  chainId: number;
  /** Text signed before the timestamp at login (see `defaultLoginText`). */
  loginText: string;
  /** The server for login and user data; null: no server (login throws, nothing else is asked). */
  api: WalletApi | null;
  storage: KeyValueStorage;
  /** Where wallets inject themselves (`window`). */
  providerSource: ProviderSource;
  heartbeatIntervalMs: number;
  lang: Lang;
  /**
   * Shows a message to the user (a toast, `window.alert`); default: nothing. Not called in silent mode. `message` is
   * in `lang`; `text` (wallet-core always passes it) is the same as a catalogue key and values, for an app that
   * translates with its own i18next.
   */
  alert: (message: string, text?: UserText) => void;
  /** Clock in milliseconds (Date.now); replaced in tests. */
  now: () => number;
  /** Mutable runtime bookkeeping: wallets announced over EIP-6963, provider event unsubscribe. */
  runtime: {
    announced: DiscoveredWallet[];
    /** The wallet of the current connection, whose events the session follows. */
    wallet: DiscoveredWallet | null;
    /** The handlers of the wallet's accountsChanged / chainChanged / disconnect, made once with the config. */
    listeners: WalletEventListeners;
    unsubscribeProvider: (() => void) | null;
    stopAnnouncements: (() => void) | null;
    /** The sign-in in progress, so concurrent `login`/`needLogin` calls share one signature prompt. */
    pendingLogin: Promise<LoginAnswer> | null;
    /** True while a heartbeat runs, so a slow RPC never stacks beats. */
    beating: boolean;
  };
};
