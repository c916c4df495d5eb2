import { assertLookAlikeRule } from './assertLookAlikeRule.js';
import type { KnownAddress } from './KnownAddress.js';
import { LOOK_ALIKE_RULE } from './LOOK_ALIKE_RULE.js';
import type { LookAlikeIndex } from './LookAlikeIndex.js';
import type { LookAlikeKnown } from './LookAlikeKnown.js';
import { lookAlikeKey } from './lookAlikeKey.js';

/**
 * Indexes the sender's past payees and address book by look-alike key, once, for any number of `findLookAlikes`
 * calls (a preview re-checks the list on every edit; the history changes far less often). An address both paid
 * before and in the address book is held once, as the address-book entry (its name says more). Entries that are not
 * `0x` + 40 characters are skipped: they cannot look like a recipient.
 * @throws InvalidOptionError for a rule outside 1..20 hex digits.
 */
export function createLookAlikeIndex(known: LookAlikeKnown = {}): LookAlikeIndex {
  const rule = known.rule ?? LOOK_ALIKE_RULE;
  assertLookAlikeRule(rule);
  const byLower = new Map<string, KnownAddress>();
  for (const entry of known.addressBook ?? []) {
    if (typeof entry?.address !== 'string' || entry.address.length !== 42) continue;
    const lower = entry.address.toLowerCase();
    if (!byLower.has(lower)) {
      byLower.set(lower, { address: entry.address, lower, source: { kind: 'addressBook', name: entry.name } });
    }
  }
  for (const address of known.history ?? []) {
    if (typeof address !== 'string' || address.length !== 42) continue;
    const lower = address.toLowerCase();
    if (!byLower.has(lower)) byLower.set(lower, { address, lower, source: { kind: 'history' } });
  }
  const byKey = new Map<string, KnownAddress[]>();
  for (const known of byLower.values()) {
    const key = lookAlikeKey(known.lower, rule);
    const group = byKey.get(key);
    if (group === undefined) byKey.set(key, [known]);
    else group.push(known);
  }
  return { rule, byKey, size: byLower.size };
}
