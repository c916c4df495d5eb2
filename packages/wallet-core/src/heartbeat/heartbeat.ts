import { checkNetwork } from '../chains/checkNetwork.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { refreshBalances } from './refreshBalances.js';
import { stopHeartbeat } from './stopHeartbeat.js';

/**
 * One beat: stops when no longer connected; else checks the network and refreshes the balances
 * (skipped while the previous beat is still waiting on the RPC).
 */
export async function heartbeat(config: WalletConfig): Promise<void> {
  if (!config.store.getState().connected) {
    stopHeartbeat(config);
    return;
  }
  if (config.runtime.beating) return;
  config.runtime.beating = true;
  try {
    await checkNetwork(config);
    await refreshBalances(config);
  } finally {
    config.runtime.beating = false;
  }
}
