// The batch engine (wallet-core bulk-send) of the site's one wallet session on the Tool's chain: the session's
// connected wallet only signs (the engine reads its chain and account right before each signature request), every read
// goes to the chain's own RPC (chainReader), and runs are kept in this browser's IndexedDB (shared by its tabs), so a
// reload, a crash or another tab finds them. One config per session and options (`bulkSendConfigOf`): no second
// object over the wallet's provider.
// Where the wallet batches atomically (EIP-5792, batchingSender) its sender puts the approval and the chunks in one
// confirmation.
import {
  BULK_SEND_DEFAULT_ASSETS,
  type BulkSendConfig,
  bulkSendConfigOf,
  createIndexedDbRunStorage,
  type RunAsset,
  type RunSender,
  type RunStorage,
} from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { Eip1193Provider } from 'ethers';
import { walletConfig } from '../../wallet/index.js';
import type { BatchingSender } from './batchingSender.js';
import { bulkSendVersionOf } from './bulkSendOf.js';
import { chainReader } from './chainReader.js';
import type { NftModule } from './nftModule.js';

let storage: RunStorage | null = null;
/** One reader per RPC URL and one asset list per NFT module, so the same options give the same engine config. */
const readers = new Map<string, Eip1193Provider>();
const nftAssets = new WeakMap<NftModule, readonly RunAsset[]>();

/** The one IndexedDB run storage of this page. */
export function runStorage(): RunStorage {
  storage ??= createIndexedDbRunStorage();
  return storage;
}

function readerOf(rpcUrl: string): Eip1193Provider {
  let reader = readers.get(rpcUrl);
  if (!reader) {
    reader = chainReader(rpcUrl);
    readers.set(rpcUrl, reader);
  }
  return reader;
}

function assetsOf(nft: NftModule): readonly RunAsset[] {
  let assets = nftAssets.get(nft);
  if (!assets) {
    assets = [...BULK_SEND_DEFAULT_ASSETS, nft.erc721Asset, nft.erc1155Asset];
    nftAssets.set(nft, assets);
  }
  return assets;
}

/**
 * The engine config of the site's session on `chain`: reads from the chain's RPC, signatures through the session's
 * connected wallet. With `nft` (the lazily imported NFT module) its assets send ERC-721 and ERC-1155 runs too; with
 * `sender` (`senderFor`: the Safe App's proposer, or the wallet's EIP-5792 sender — one object per wallet) the engine
 * delivers through it instead of one transaction at a time.
 */
export function runEngine(
  chain: ChainSetting,
  nft: NftModule | null = null,
  sender: RunSender | null = null,
): BulkSendConfig {
  const rpcUrl = chain.rpcUrls[0];
  // Confirmations after which a chunk is final where the node has no `finalized` tag (served per chain, optional).
  const finalityConfirmations = chain.finalityConfirmations;
  return bulkSendConfigOf(walletConfig, {
    // Without an RPC URL (a chain served without one) reads fall back to the wallet, trusted only on the run's chain.
    ...(rpcUrl ? { reader: readerOf(rpcUrl), chainId: chain.id } : { chainId: chain.id }),
    ...(finalityConfirmations !== undefined ? { finalityConfirmations } : {}),
    // The version of the chain's BulkSend: the runs planned here use its ids and calls (v3: bound to sender and chain).
    bulkSendVersion: bulkSendVersionOf(chain),
    storage: runStorage(),
    ...(sender ? { sender } : {}),
    ...(nft ? { assets: assetsOf(nft) } : {}),
  });
}

/**
 * Who delivers the session's runs: inside Safe{Wallet} the session's provider carries the Safe's proposer
 * (safeApp/startSafeApp); else the wallet's EIP-5792 sender where it batches atomically (`batching`); else null (one
 * transaction at a time).
 */
export function senderFor(provider: Eip1193Provider | null, batching: BatchingSender | null): RunSender | null {
  return (provider as { runSender?: RunSender } | null)?.runSender ?? batching;
}
