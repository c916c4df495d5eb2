import { NotConnectedError } from '../errors/NotConnectedError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { WalletConfig } from './WalletConfig.js';

/**
 * The wallet config's provider as one EIP-1193 provider: each request goes to the wallet connected at that moment
 * (`state.web3.instance`), so what is built over it (the engine's config, `bulkSendConfigOf`) follows reconnects and
 * never keeps a provider of its own. Answers and errors pass through unchanged.
 * @throws NotConnectedError (from `request`, while no wallet is connected)
 */
export function walletProvider(config: WalletConfig): Eip1193Provider {
  return {
    request(args) {
      const instance = config.store.getState().web3.instance;
      if (!instance) return Promise.reject(new NotConnectedError());
      return instance.request(args);
    },
  };
}
