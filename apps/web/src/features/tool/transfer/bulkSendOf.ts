// The BulkSend address on a chain: the chain settings (served at run time, or the build-time fallback), then the
// deployments of @fanout/contracts; its version; and the older BulkSends whose payments are still history.
import type { BulkSendVersion } from '@fanout/contracts';
import { bulkSendAddress } from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';

/** BulkSend on `chain`, or null when neither its settings nor the deployments name one. */
export function bulkSendOf(chain: ChainSetting): string | null {
  if (chain.bulkSend.address) return chain.bulkSend.address;
  try {
    return bulkSendAddress(chain.id);
  } catch {
    return null;
  }
}

/**
 * The version of `bulkSendOf(chain)`: the one the settings serve with its address; v2 where they name none (a server
 * from before v3, or the package's deployments, which are v2's). Runs planned on the chain use it (v3: ids bound to the
 * sender and the chain).
 */
export function bulkSendVersionOf(chain: ChainSetting): BulkSendVersion {
  return (chain.bulkSend.address && chain.bulkSend.version) || 'v2';
}

/** The chain's older BulkSends (e.g. v2 beside v3), whose payments the history read counts as paid too. */
export function olderBulkSendsOf(chain: ChainSetting): string[] {
  return (chain.bulkSend.older ?? []).map((entry) => entry.address);
}
