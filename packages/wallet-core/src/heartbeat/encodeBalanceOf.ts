/** Selector of ERC-20 `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231';

/** Calldata of `balanceOf(owner)`. */
export function encodeBalanceOf(owner: string): string {
  return `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}`;
}
