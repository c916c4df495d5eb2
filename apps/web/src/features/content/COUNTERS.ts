// The four counters with the spec's placeholder values (SPEC §9), animated over 2 s.
import type { MessageKey } from '../../i18n/MessageKey.js';

export const COUNTER_DURATION_MS = 2000;

export const COUNTERS: { label: MessageKey; value: number }[] = [
  { label: 'counters.transfers', value: 21023 },
  { label: 'counters.wallets', value: 35023 },
  { label: 'counters.recipients', value: 35023 },
  { label: 'counters.members', value: 2323 },
];
