/** A header naming none of these is not Safe's (e.g. `address,amount`). */
const IDENTIFYING = new Set(['token_type', 'token_address', 'receiver']);

/** Whether a header's cells (any letter case, trimmed) are Safe CSV Airdrop's: one of them names an identifying column. */
export function isSafeAirdropHeader(cells: readonly string[]): boolean {
  const first = cells.find((cell) => cell !== '') ?? '';
  return !/^(0x|[0-9])/i.test(first) && cells.some((cell) => IDENTIFYING.has(cell.toLowerCase()));
}
