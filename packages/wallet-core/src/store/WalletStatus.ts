/** Where the session is: the status union the UI switches on (wagmi-style). */
export type WalletStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';
