import type { WalletConfig } from '../config/WalletConfig.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { type CreateBulkSendConfigParameters, createBulkSendConfig } from './createBulkSendConfig.js';

/** What `bulkSendConfigOf` takes besides the session: every engine option but a provider of its own. */
export type BulkSendConfigOfParameters = CreateBulkSendConfigParameters extends infer P
  ? P extends { provider?: undefined; wallet: WalletConfig }
    ? Omit<P, 'wallet' | 'provider'>
    : never
  : never;

type Made = { parameters: Record<string, unknown>; config: BulkSendConfig };

/** The configs made per session, newest last; a page makes a handful (a chain, with and without the NFT assets). */
const made = new WeakMap<WalletConfig, Made[]>();
/** Older configs are dropped past this many per session (a long-lived page that keeps changing options). */
const KEPT_PER_SESSION = 16;

const sameOptions = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return (
    keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
    keys.every((key) => Object.is(a[key], b[key]))
  );
};

/**
 * The engine's config of a session: one per `WalletConfig` and options, made on first use and returned again for the
 * same options (compared one by one: the same chain id, and the same reader, storage, assets… objects), so the
 * session and the engine share one provider (the wallet the session has connected, read at each request) and one
 * clock. Pass stable option objects (one reader per RPC URL, one assets array) to get the same config back.
 */
export function bulkSendConfigOf(wallet: WalletConfig, parameters: BulkSendConfigOfParameters): BulkSendConfig {
  const options = parameters as Record<string, unknown>;
  let list = made.get(wallet);
  if (!list) {
    list = [];
    made.set(wallet, list);
  }
  const found = list.find((entry) => sameOptions(entry.parameters, options));
  if (found) return found.config;
  const config = createBulkSendConfig({ ...parameters, wallet } as CreateBulkSendConfigParameters);
  list.push({ parameters: { ...options }, config });
  if (list.length > KEPT_PER_SESSION) list.shift();
  return config;
}
