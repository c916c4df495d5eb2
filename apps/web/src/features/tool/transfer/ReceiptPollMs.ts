// How often a sent transaction's receipt is polled (about half a Polygon block).
export const RECEIPT_POLL_MS = 500;
