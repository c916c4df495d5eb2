// How long an accordion item takes to open or close (SPEC §9: 0.3 s); zero under reduced motion.
export const ACCORDION_DURATION_MS = 300;
