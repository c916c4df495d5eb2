/** Whether a wallet error is the user's refusal (EIP-1193 4001, or ethers' ACTION_REJECTED), at any nesting. */
export function isUserRejection(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const e = error as Record<string, unknown>;
  if (e.code === 4001 || e.code === 'ACTION_REJECTED') return true;
  return ['error', 'cause', 'info', 'data'].some((key) => isUserRejection(e[key], depth + 1));
}
