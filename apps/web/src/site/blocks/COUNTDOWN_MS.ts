// Coming-soon countdown length (SPEC §9): 63,072,000,000 ms, about two years.
export const COUNTDOWN_MS = 63_072_000_000;
