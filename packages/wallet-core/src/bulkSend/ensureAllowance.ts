import type { WalletConfig } from '../config/WalletConfig.js';
import { approve } from '../token/approve.js';
import { readAllowance } from '../token/readAllowance.js';
import { waitForReceipt } from '../transaction/waitForReceipt.js';
import { BulkSendError } from './BulkSendError.js';

/**
 * Makes sure `spender` may pull `amount` of `token` from the connected account (SPEC §4: check the
 * allowance, approve when it is too low). ERC-20 `approve` sets the allowance rather than adding to it,
 * so the approval is for the whole `amount` (approving only the shortfall would leave too little).
 * Waits for the approval's receipt. Returns its hash, or null when the allowance already sufficed.
 */
export async function ensureAllowance(
  config: WalletConfig,
  parameters: { token: string; spender: string; amount: bigint; pollMs?: number },
): Promise<`0x${string}` | null> {
  const current = await readAllowance(config, parameters);
  if (current >= parameters.amount) return null;
  const hash = await approve(config, parameters);
  const receipt = await waitForReceipt(config, hash, parameters.pollMs ? { pollMs: parameters.pollMs } : {});
  if (!receipt.success) throw new BulkSendError('ApproveFailed', [parameters.token, parameters.spender], receipt.raw);
  return hash;
}
