// Layout breakpoints in px (SPEC §9 carousel widths); tokens.css mirrors them as --breakpoint-*.
export const BREAKPOINTS = { sm: 576, md: 768, lg: 991, xl: 1200 } as const;
