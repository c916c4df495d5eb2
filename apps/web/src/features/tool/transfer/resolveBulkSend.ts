// The BulkSend address for the chain: configuration first, then @fanout/contracts deployments.
import { deployments } from '@fanout/contracts';
import { chainSettings } from '../../wallet/chainSettings.js';

export function resolveBulkSend(chainId: number): string | null {
  return chainSettings.bulkSend || deployments[chainId]?.address || null;
}
