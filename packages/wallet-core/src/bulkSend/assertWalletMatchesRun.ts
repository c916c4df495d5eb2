import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';

/**
 * Read immediately before every signature request (chunks and approvals): the config's sender must be on the run's
 * chain and sign as the run's sender (`RunSender.assertReady`; for the EIP-1193 sender: `eth_chainId` and
 * `eth_accounts[0]`).
 * @throws WalletMismatchError
 */
export async function assertWalletMatchesRun(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  await config.sender.assertReady(run);
}
