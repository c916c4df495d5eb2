/** Heartbeat period while connected (SPEC §9). */
export const HEARTBEAT_INTERVAL_MS = 20_000;
