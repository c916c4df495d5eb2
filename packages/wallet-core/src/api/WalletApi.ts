import type { LoginAnswer, LoginPayload } from './ApiClient.js';
import type { ApiUser } from './ApiUser.js';

/**
 * What the session needs from a server: `user.login` (required by `login`); `user.info` (loaded after login when
 * present); `api.contractList` / `api.whitelist` only for `loadContractList` / `loadWhitelist`. `createApiClient`
 * builds the full client for Fanout's own API; any object of this shape works.
 */
export type WalletApi = {
  user: {
    login(payload: LoginPayload): Promise<LoginAnswer>;
    info?(address: string): Promise<ApiUser>;
  };
  api?: {
    contractList?(): Promise<unknown[]>;
    whitelist?(address: string): Promise<unknown>;
  };
};
