import type { WalletConfig } from '../config/WalletConfig.js';

/** Stops the heartbeat timer, if any. */
export function stopHeartbeat(config: WalletConfig): void {
  const timer = config.store.getState().heartbeatTimer;
  if (timer !== null) {
    clearInterval(timer);
    config.store.setState({ heartbeatTimer: null });
  }
}
