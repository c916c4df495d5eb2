// The two ways a plan is billed; monthly is shown first (SPEC §4).
export type BillingPeriod = 'monthly' | 'yearly';
