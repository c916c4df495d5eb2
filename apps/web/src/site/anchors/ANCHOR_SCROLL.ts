// Anchor scrolling timings (SPEC §2): the section lands 80 px below the top; on home one after 500 ms.
export const ANCHOR_SCROLL = {
  offsetPx: 80,
  homeOneDelayMs: 500,
  /** How long to wait for a lazily rendered section before deciding it is absent. */
  waitForSectionMs: 3000,
} as const;
