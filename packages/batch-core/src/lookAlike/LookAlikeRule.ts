/** How many hex digits after `0x`, at the start and at the end, two addresses share to count as look-alikes. */
export interface LookAlikeRule {
  /** Hex digits compared at the start (after `0x`), 1..20. */
  readonly prefixLength: number;
  /** Hex digits compared at the end, 1..20. */
  readonly suffixLength: number;
}
