// The four counters with the spec's placeholder values (SPEC §9); ui's Counter animates them over 2 s.
import type { MessageKey } from '../../i18n/MessageKey.js';

export const COUNTERS: { label: MessageKey; value: number }[] = [
  { label: 'counters.transfers', value: 21023 },
  { label: 'counters.wallets', value: 35023 },
  { label: 'counters.recipients', value: 35023 },
  { label: 'counters.members', value: 2323 },
];
