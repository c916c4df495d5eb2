import { AbiCoder, keccak256 } from 'ethers';

/**
 * The tag that BulkSend v3 requires in the upper 128 bits of every non-zero batch id sent by `sender` on `chainId`:
 * the top 16 bytes of `keccak256(abi.encode(uint256 chainId, address sender))`, as a number below 2^128. An id with
 * another tag reverts `BatchIdNotForSender` (so a Safe file replayed by another Safe, or on another chain, pays no one).
 */
export function batchIdTagOf(chainId: bigint | number, sender: string): bigint {
  return BigInt(keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'address'], [chainId, sender]))) >> 128n;
}
