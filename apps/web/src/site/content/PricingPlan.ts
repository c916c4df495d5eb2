// A pricing plan (SPEC §3): prices in cents as bigint, features as translation keys.
import type { ContentTextKey } from './contentText.js';

export interface PricingPlan {
  name: ContentTextKey;
  monthlyCents: bigint;
  yearlyCents: bigint;
  features: ContentTextKey[];
  highlighted: boolean;
}
