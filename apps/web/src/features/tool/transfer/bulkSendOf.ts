// The BulkSend address on a chain: the chain settings (served at run time, or the build-time fallback), then the
// deployments of @fanout/contracts.
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
