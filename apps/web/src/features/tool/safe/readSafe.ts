// Recognises a Safe on the run's chain (issue 30): an address with code that answers the Safe's `getOwners()` and
// `getThreshold()`, read through the chain's own RPC (never the wallet's). Also the Safe's balance of the pay token.
import { getAddress, Interface, isAddress } from 'ethers';
import type { SafeTextKey } from './safeText.js';

const safeInterface = new Interface([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]);

/** What `request` needs: an EIP-1193 reader (the engine config's `reader`). */
export type ChainReader = { request: (args: { method: string; params?: unknown[] }) => Promise<unknown> };

export interface SafeFacts {
  address: `0x${string}`;
  owners: string[];
  threshold: number;
}

/** Why an address is not a usable Safe: a Tool text and its parameters (shown in the member's language). */
export class SafeCheckError extends Error {
  override readonly name = 'SafeCheckError';
  readonly messageKey: SafeTextKey;
  readonly messageParams: Record<string, string>;

  constructor(messageKey: SafeTextKey, messageParams: Record<string, string>, details: string) {
    super(details);
    this.messageKey = messageKey;
    this.messageParams = messageParams;
  }
}

/**
 * The Safe at `entry` on the reader's chain, with its owners and threshold.
 * @throws SafeCheckError `safeErrAddress` (not an address), `safeErrNoCode` (no contract there), `safeErrNotSafe` (a
 * contract that does not answer as a Safe), `safeErrRead` (the chain could not be read)
 */
export async function readSafe(reader: ChainReader, entry: string, chain: string): Promise<SafeFacts> {
  const text = entry.trim();
  if (!isAddress(text)) throw new SafeCheckError('safeErrAddress', {}, `not an address: ${text}`);
  const address = getAddress(text) as `0x${string}`;
  const read = async <T>(method: string, params: unknown[]): Promise<T> => {
    try {
      return (await reader.request({ method, params })) as T;
    } catch (error) {
      const detail = error instanceof Error ? error.message.slice(0, 120) : String(error);
      throw new SafeCheckError('safeErrRead', { detail }, `${method} failed: ${detail}`);
    }
  };
  const code = await read<string>('eth_getCode', [address, 'latest']);
  if (!code || code === '0x') throw new SafeCheckError('safeErrNoCode', { address, chain }, `no code at ${address}`);
  const call = async (name: 'getOwners' | 'getThreshold') => {
    const data = safeInterface.encodeFunctionData(name, []);
    const answer = await read<string>('eth_call', [{ to: address, data }, 'latest']).catch((error: unknown) => {
      // A contract that reverts on the call is not a Safe; a failed read stays a failed read.
      if (error instanceof SafeCheckError && /revert/i.test(error.message)) return '0x';
      throw error;
    });
    try {
      return safeInterface.decodeFunctionResult(name, answer);
    } catch {
      throw new SafeCheckError('safeErrNotSafe', { address, chain }, `${address} does not answer ${name}()`);
    }
  };
  const [owners] = (await call('getOwners')) as unknown as [string[]];
  const [threshold] = (await call('getThreshold')) as unknown as [bigint];
  if (owners.length === 0 || threshold < 1n || threshold > BigInt(owners.length)) {
    throw new SafeCheckError('safeErrNotSafe', { address, chain }, `${address}: ${threshold} of ${owners.length}`);
  }
  return { address, owners: owners.map((owner) => getAddress(owner)), threshold: Number(threshold) };
}

/** The Safe's balance of `token` (null: the chain's native coin). */
export async function readSafeBalance(reader: ChainReader, safe: string, token: string | null): Promise<bigint> {
  if (!token) return BigInt((await reader.request({ method: 'eth_getBalance', params: [safe, 'latest'] })) as string);
  const data = safeInterface.encodeFunctionData('balanceOf', [safe]);
  const answer = (await reader.request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] })) as string;
  return BigInt(answer === '0x' ? 0 : answer);
}

/** Whether `account` is one of the Safe's owners. */
export const isOwner = (safe: SafeFacts, account: string | null): boolean =>
  !!account && safe.owners.some((owner) => owner.toLowerCase() === account.toLowerCase());
