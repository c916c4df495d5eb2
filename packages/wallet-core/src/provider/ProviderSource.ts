/** Where wallets inject themselves: `window` in a browser, any object (or EventTarget) in tests. */
export type ProviderSource = {
  NaboxWallet?: unknown;
  clover?: unknown;
  ethereum?: unknown;
  addEventListener?: (type: string, listener: (event: Event) => void) => void;
  removeEventListener?: (type: string, listener: (event: Event) => void) => void;
  dispatchEvent?: (event: Event) => boolean;
};
