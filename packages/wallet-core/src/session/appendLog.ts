import type { WalletConfig } from '../config/WalletConfig.js';

/** Most entries kept in `state.logs`. */
const MAX_LOGS = 50;

/** Records a background failure in `state.logs` (newest last), so it is visible rather than swallowed. */
export function appendLog(config: WalletConfig, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  config.store.setState((state) => ({ logs: [...state.logs.slice(-(MAX_LOGS - 1)), { time: config.now(), message }] }));
}
