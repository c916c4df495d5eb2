import type { Address } from '../address/Address.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { WalletType } from '../provider/WalletType.js';

/** The `web3` slice of the client state. */
export type Web3State = {
  /** Connected account, lowercased. */
  address: Address | null;
  coinbase: Address | null;
  /** Last wallet error message, passed through. */
  error: string | null;
  instance: Eip1193Provider | null;
  isInjected: boolean;
  walletType: WalletType;
  /** Chain id the wallet is on. */
  networkId: number | null;
};
