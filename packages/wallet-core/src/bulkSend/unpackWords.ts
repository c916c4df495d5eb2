import { getAddress } from 'ethers';

const ADDRESS_MASK = (1n << 160n) - 1n;

/** Packed BulkSend words (`upper << 160 | recipient`) as recipient and upper value (an amount, or an ERC-721 id). */
export function unpackWords(words: readonly bigint[]): { address: `0x${string}`; amount: bigint }[] {
  return words.map((word) => ({
    address: getAddress(`0x${(word & ADDRESS_MASK).toString(16).padStart(40, '0')}`) as `0x${string}`,
    amount: word >> 160n,
  }));
}
