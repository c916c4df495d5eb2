import type { Interface } from 'ethers';

/** Finds the revert data (0x-prefixed hex) anywhere in an error thrown by ethers or the Hardhat provider. */
function findRevertData(error: unknown, depth = 0): string | undefined {
  if (depth > 6 || error === null || typeof error !== 'object') return undefined;
  const record = error as Record<string, unknown>;
  const data = record.data;
  if (typeof data === 'string' && /^0x[0-9a-f]*$/i.test(data) && data.length >= 10) return data;
  for (const key of ['error', 'info', 'cause', 'data']) {
    const found = findRevertData(record[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Awaits `action`, which must revert with a custom error of `iface`; returns its name and arguments. */
export async function revertOf(action: Promise<unknown>, iface: Interface): Promise<{ name: string; args: unknown[] }> {
  try {
    const result = await action;
    // A sent transaction: wait for its receipt (Hardhat automines), which throws on revert.
    if (result && typeof result === 'object' && 'wait' in result && typeof result.wait === 'function') {
      await result.wait();
    }
  } catch (error) {
    const data = findRevertData(error);
    if (!data) throw new Error(`reverted without custom error data: ${String(error)}`);
    const parsed = iface.parseError(data);
    if (!parsed) throw new Error(`unknown revert data ${data}`);
    return { name: parsed.name, args: [...parsed.args] };
  }
  throw new Error('expected a revert, but the call succeeded');
}
