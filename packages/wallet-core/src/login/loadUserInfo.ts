import type { ApiUser } from '../api/ApiUser.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { startHeartbeat } from '../heartbeat/startHeartbeat.js';

/** Loads `user.info` for the connected address into the store, then starts the heartbeat. */
export async function loadUserInfo(config: WalletConfig): Promise<ApiUser | null> {
  const { web3 } = config.store.getState();
  if (!web3.address) throw new NotConnectedError();
  try {
    if (!config.api?.user.info) return null;
    const user = await config.api.user.info(web3.address);
    if (config.store.getState().web3.address === web3.address) config.store.setState({ user });
    return user;
  } finally {
    if (config.store.getState().connected) startHeartbeat(config);
  }
}
