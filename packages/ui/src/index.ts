// Public entry of @fanout/ui: design tokens are imported as '@fanout/ui/tokens.css'.
export const BREAKPOINTS = { sm: 576, md: 768, lg: 991, xl: 1200 } as const;
