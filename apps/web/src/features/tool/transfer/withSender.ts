// Who delivers one action's submissions: the session's sender, or another one for this press (a Safe's Transaction
// Builder files), over the same engine config (reader, storage, locks).
import type { BulkSendConfig, RunSender } from '@fanout/wallet-core/bulk-send';

/** The senders whose submissions wait for a Safe's owners (the Safe App's proposals, the Safe's files). */
export const PROPOSERS: ReadonlySet<string> = new Set(['safe-app', 'safe-file']);

/** The session's engine config, delivering through `through` when given (same reader, storage and locks). */
export const withSender = (config: BulkSendConfig | null, through: RunSender | null): BulkSendConfig | null =>
  config && through ? { ...config, sender: through } : config;
