import type { PollOptions } from '../transactions/pollUntil.js';
import type { BulkSendConfig } from './BulkSendConfig.js';

/** The engine's waits on the chain, timed by its config (`confirmTimeoutMs` unless told otherwise). */
export function pollOptionsOf(config: BulkSendConfig, timeoutMs = config.confirmTimeoutMs): PollOptions {
  return {
    pollIntervalMs: config.pollIntervalMs,
    maxPollIntervalMs: config.maxPollIntervalMs,
    timeoutMs,
    now: config.now,
    sleep: config.sleep,
  };
}
