import type { BulkSendDeployment } from './BulkSendDeployment.js';
import data from './deployments.json' with { type: 'json' };

/**
 * BulkSend on real networks by chain id: 137 (Polygon PoS), 80002 (Polygon Amoy). The deploy script writes
 * deployments.json beside this file. A local node is never listed here (its chain id is 137 too): use the
 * result of `startLocalChain` from `@fanout/contracts/chain` or `.chain/local.json`.
 */
export const deployments: Readonly<Partial<Record<number, BulkSendDeployment>>> = data as Partial<
  Record<number, BulkSendDeployment>
>;
