import type { WalletConfig } from '../config/WalletConfig.js';
import { login } from './login.js';

/**
 * Makes sure the user is signed in: when connected but not logged in it asks for the signature.
 * Returns whether the session is logged in afterwards (false when not connected).
 */
export async function needLogin(config: WalletConfig): Promise<boolean> {
  const { connected, isLogin } = config.store.getState();
  if (isLogin) return true;
  if (!connected) return false;
  await login(config);
  return config.store.getState().isLogin;
}
