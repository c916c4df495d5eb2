// How long a counter takes to count up to its value once scrolled into view (SPEC §9: 2 s).
export const COUNTER_DURATION_MS = 2000;
