import { LOOK_ALIKE_RULE } from './LOOK_ALIKE_RULE.js';
import type { LookAlikeRule } from './LookAlikeRule.js';

/**
 * The index key of an address under `rule`: its first and last hex digits, lower case (`5aaeeaed` for
 * `0x5aAe…eAed`). Two addresses are look-alikes when their keys are equal and the addresses are not.
 */
export function lookAlikeKey(address: string, rule: LookAlikeRule = LOOK_ALIKE_RULE): string {
  return (address.slice(2, 2 + rule.prefixLength) + address.slice(42 - rule.suffixLength)).toLowerCase();
}
