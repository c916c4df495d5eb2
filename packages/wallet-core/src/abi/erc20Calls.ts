import { hexToBigInt } from '../provider/hexToBigInt.js';
import { encodeCall } from './encodeCall.js';
import { selectors } from './selectors.js';

/**
 * The one encoding of the ERC-20 calls wallet-core makes (no ethers, so the session and `transactions` entries stay
 * small): the `transactions` helpers (`approve`, `readAllowance`), `getTokenInfo`, the engine's `erc20Asset` (its
 * approval and holdings) and the Safe files all build their calldata here. Selectors are checked against the
 * generated ERC-20 ABI in the tests.
 */
export const erc20Calls = {
  /** `approve(spender, amount)`: sets (never adds) what `spender` may pull. */
  approve: (spender: string, amount: bigint) => encodeCall(selectors.approve, [{ address: spender }, { uint: amount }]),
  allowance: (owner: string, spender: string) =>
    encodeCall(selectors.allowance, [{ address: owner }, { address: spender }]),
  balanceOf: (owner: string) => encodeCall(selectors.balanceOf, [{ address: owner }]),
  decimals: () => selectors.decimals as `0x${string}`,
  symbol: () => selectors.symbol as `0x${string}`,
} as const;

/** A `uint256` return value: its first word (an answer shorter than one word is not a uint256). */
export function decodeUint(hex: string): bigint {
  if (typeof hex !== 'string' || hex.length < 66) throw new TypeError(`not an ABI uint256: ${String(hex)}`);
  return hexToBigInt(hex.slice(0, 66));
}
