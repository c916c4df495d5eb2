// The four counters (sample figures, SPEC §9's placeholders made consistent with each other: about 19 recipients per
// batch, about 9 wallets per member); ui's Counter animates them over 2 s.
import type { ContentTextKey } from './contentText.js';

export const COUNTERS: { label: ContentTextKey; value: number }[] = [
  { label: 'counters.transfers', value: 1870 },
  { label: 'counters.wallets', value: 21023 },
  { label: 'counters.recipients', value: 35023 },
  { label: 'counters.members', value: 2323 },
];
