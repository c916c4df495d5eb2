// The batch engine (wallet-core bulk-send) for the connected wallet on the Tool's chain: the wallet only signs (each
// engine reads its chain and account right before each signature request), every read goes to the chain's own RPC
// (chainReader), and runs are kept in this browser's IndexedDB (shared by its tabs), so a reload, a crash or another
// tab finds them.
import {
  BULK_SEND_DEFAULT_ASSETS,
  type BulkSendConfig,
  createBulkSendConfig,
  createIndexedDbRunStorage,
  type RunSender,
  type RunStorage,
} from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { Eip1193Provider } from 'ethers';
import { chainReader } from './chainReader.js';
import type { NftModule } from './nftModule.js';

let storage: RunStorage | null = null;
const configs = new WeakMap<object, Map<string, BulkSendConfig>>();

/** The one IndexedDB run storage of this page. */
export function runStorage(): RunStorage {
  storage ??= createIndexedDbRunStorage();
  return storage;
}

/**
 * The engine config over `provider` on `chain`: reads from the chain's RPC, signatures through the wallet. With `nft`
 * (the lazily imported NFT module) its assets send ERC-721 and ERC-1155 runs too.
 */
export function runEngine(
  provider: Eip1193Provider,
  chain: ChainSetting,
  nft: NftModule | null = null,
): BulkSendConfig {
  const rpcUrl = chain.rpcUrls[0];
  // Confirmations after which a chunk is final where the node has no `finalized` tag (served per chain, optional).
  const finalityConfirmations = chain.finalityConfirmations;
  const key = `${chain.id}:${rpcUrl ?? ''}:${finalityConfirmations ?? ''}:${nft ? 'nft' : ''}`;
  let perChain = configs.get(provider);
  if (!perChain) {
    perChain = new Map();
    configs.set(provider, perChain);
  }
  let config = perChain.get(key);
  if (!config) {
    config = createBulkSendConfig({
      provider,
      // Without an RPC URL (a chain served without one) reads fall back to the wallet, trusted only on the run's chain.
      ...(rpcUrl ? { reader: chainReader(rpcUrl), chainId: chain.id } : { chainId: chain.id }),
      ...(finalityConfirmations !== undefined ? { finalityConfirmations } : {}),
      storage: runStorage(),
      // Inside Safe{Wallet} the session's provider carries the Safe's sender (safeApp/startSafeApp): it proposes.
      ...(senderOf(provider) ? { sender: senderOf(provider) as RunSender } : {}),
      ...(nft ? { assets: [...BULK_SEND_DEFAULT_ASSETS, nft.erc721Asset, nft.erc1155Asset] } : {}),
    });
    perChain.set(key, config);
  }
  return config;
}

/** The sender a provider brings along (the Safe App's), if any. */
function senderOf(provider: Eip1193Provider): RunSender | undefined {
  return (provider as { runSender?: RunSender }).runSender;
}
