/** Heartbeat period while connected. */
export const HEARTBEAT_INTERVAL_MS = 20_000;
