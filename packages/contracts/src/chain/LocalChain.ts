import type { BulkSendVersion } from '../versions/BULK_SEND_VERSIONS.js';

/** A funded test account of the local chain (Hardhat's public test mnemonic: never use it for real funds). */
export interface LocalChainAccount {
  address: string;
  privateKey: string;
}

/** Facts about a running local chain, as returned by `startLocalChain` and written to `.chain/local.json`. */
export interface LocalChainInfo {
  /** JSON-RPC (HTTP and WebSocket) endpoint, e.g. `http://127.0.0.1:8545`. */
  rpcUrl: string;
  /** 137, like Polygon PoS, so the web app's network checks hold unchanged. */
  chainId: number;
  /**
   * The product's BulkSend (v3): `predictBulkSendV3Address({ owner: accounts[0].address })`, deployed there through
   * the deterministic-deployment proxy (owner: the first account, default salt). On a `bare` chain nothing is there
   * yet: it is where a deployment for that owner will land.
   */
  bulkSend: string;
  /** The version of `bulkSend`: 'v3'. Runs through it bind their batch ids to the sender and the chain. */
  bulkSendVersion: BulkSendVersion;
  /**
   * Older BulkSends deployed beside it, whose payments are history the product still reads: v2 at
   * `predictBulkSendAddress({ owner: accounts[0].address })`, where a run planned as v2 pays. Empty on a `bare` chain.
   */
  olderBulkSends: { address: string; version: BulkSendVersion }[];
  /** True when started with `bare: true`: no deterministic-deployment proxy and no BulkSend. */
  bare: boolean;
  /** Demo ERC-20 address (symbol DUSD). */
  demoToken: string;
  demoTokenDecimals: number;
  /** Demo tokens (base units) minted to each of the first `fundedAccounts` accounts. */
  demoTokenPerAccount: string;
  fundedAccounts: number;
  /** The node's unlocked accounts; each starts with 10,000 native coin. */
  accounts: LocalChainAccount[];
}

/** A running local chain. */
export interface LocalChain extends LocalChainInfo {
  /** Stops the node (and its process) and resolves when it has exited. */
  stop(): Promise<void>;
}
