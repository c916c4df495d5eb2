/** Arguments of an EIP-1193 `request`. */
export type Eip1193RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/** Listener of an EIP-1193 provider event. */
// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments.
export type Eip1193Listener = (...args: any[]) => void;

/** The EIP-1193 provider every browser wallet (and Hardhat's network) exposes. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: Eip1193Listener): unknown;
  removeListener?(event: string, listener: Eip1193Listener): unknown;
  isMetaMask?: boolean;
}
