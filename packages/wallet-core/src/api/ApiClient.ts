import type { ApiUser } from './ApiUser.js';

/** Payload of `user.login`. */
export type LoginPayload = { userAddress: string; signature: string; timestamp: number };

/** Answer of `user.login`: the bearer token and the user, when the server sends it. */
export type LoginAnswer = { token: string; user: ApiUser | null };

/** The named operations of the Fanout API that the wallet session calls. */
export type ApiClient = {
  user: {
    login(payload: LoginPayload): Promise<LoginAnswer>;
    info(address: string): Promise<ApiUser>;
  };
  api: {
    /** `data.list`: index 0 is a placeholder, index 1 the contract used for approval-for-all. */
    contractList(): Promise<unknown[]>;
    whitelist(address: string): Promise<unknown>;
  };
};
