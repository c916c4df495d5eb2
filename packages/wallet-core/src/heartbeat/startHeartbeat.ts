import type { WalletConfig } from '../config/WalletConfig.js';
import { appendLog } from '../session/appendLog.js';
import { heartbeat } from './heartbeat.js';
import { stopHeartbeat } from './stopHeartbeat.js';

/**
 * Runs {@link heartbeat} now and every `config.heartbeatIntervalMs` (20 s) while connected.
 * Replaces any running timer, so there are never two.
 */
export function startHeartbeat(config: WalletConfig): void {
  stopHeartbeat(config);
  const beat = () => {
    heartbeat(config).catch((error) => appendLog(config, error));
  };
  config.store.setState({ heartbeatTimer: setInterval(beat, config.heartbeatIntervalMs) });
  beat();
}
