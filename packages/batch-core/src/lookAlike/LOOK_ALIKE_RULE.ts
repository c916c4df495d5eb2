import type { LookAlikeRule } from './LookAlikeRule.js';

/**
 * The look-alike (address-poisoning) rule: two **different** addresses whose first 4 and last 4 hex digits after
 * `0x` are the same, ignoring letter case. This is MetaMask's published rule for its 2026 send warning (it compares a
 * recipient with past payees and the address book and blocks at 4 + 4 matching characters): wallets and explorers
 * shorten an address to exactly these ends (`0x5aAe…eAed`), and poisoners grind vanity addresses to match them.
 * Two unrelated random addresses match with probability 16^-8 ≈ 2.3 × 10^-10 (measured in `bench/lookAlike.bench.mjs`).
 */
export const LOOK_ALIKE_RULE: LookAlikeRule = Object.freeze({ prefixLength: 4, suffixLength: 4 });
