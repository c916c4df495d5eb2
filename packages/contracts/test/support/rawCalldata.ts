// Hand-built ABI calldata: valid encodings ethers never produces (arrays in another order, shared data), and
// invalid ones (dirty upper bits, truncation), to show how BulkSend decodes what a hostile caller could send.
import { id } from 'ethers';

/** One 32-byte word as hex without 0x. */
export const word = (value: bigint): string => value.toString(16).padStart(64, '0');

/** Selector of a function signature (`sendEth(address[],uint256[])`). */
export const selector = (signature: string): string => id(signature).slice(0, 10);

/** An array's tail: its length, then its words. */
export const arrayTail = (values: readonly bigint[]): string => word(BigInt(values.length)) + values.map(word).join('');

/**
 * Calldata for `signature` with the head words `head` (hex words, offsets included by the caller) followed by
 * `tail` (hex). Offsets count from the start of the head (after the selector).
 */
export function calldata(signature: string, head: readonly string[], tail: string): string {
  return selector(signature) + head.join('') + tail;
}

export const SEND_ETH = 'sendEth(address[],uint256[])';
export const SEND_ERC20 = 'sendErc20(address,address[],uint256[])';
export const SEND_ETH_PACKED = 'sendEthPacked(bytes32,uint256[])';
export const SEND_ERC20_PACKED = 'sendErc20Packed(address,bytes32,uint256[])';
