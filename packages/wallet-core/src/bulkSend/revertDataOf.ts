/**
 * The revert data inside a JSON-RPC error, wherever the node or wallet put it: `error.data` (Hardhat, geth),
 * `error.data.data` or `error.data.originalError.data` (MetaMask), `error.error.data`, `error.cause…`, `info.error`.
 */
export function revertDataOf(error: unknown, depth = 0): `0x${string}` | null {
  if (depth > 5 || error === null || typeof error !== 'object') return null;
  const e = error as Record<string, unknown>;
  if (typeof e.data === 'string' && /^0x[0-9a-fA-F]*$/.test(e.data) && e.data.length >= 10) {
    return e.data as `0x${string}`;
  }
  for (const key of ['data', 'error', 'cause', 'originalError', 'info']) {
    const found = revertDataOf(e[key], depth + 1);
    if (found) return found;
  }
  return null;
}
