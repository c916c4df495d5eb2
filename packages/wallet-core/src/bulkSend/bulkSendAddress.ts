import { deployments } from '@fanout/contracts';
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.js';

/** BulkSend address on `chainId` from @fanout/contracts' deployments; throws for a chain without one. */
export function bulkSendAddress(chainId: number): string {
  const deployment = deployments[chainId];
  if (!deployment) throw new ChainNotConfiguredError(chainId);
  return deployment.address;
}
