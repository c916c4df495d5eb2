import type { Eip1193Listener } from '../provider/Eip1193Provider.js';

/** The session's handlers of the connected wallet's EIP-1193 events, made once per config. */
export type WalletEventListeners = {
  accountsChanged: Eip1193Listener;
  chainChanged: Eip1193Listener;
  disconnect: Eip1193Listener;
};
