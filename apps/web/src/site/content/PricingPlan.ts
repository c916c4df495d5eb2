// A pricing plan (SPEC §3): prices in cents as bigint, features as translation keys.
import type { MessageKey } from '../../i18n/MessageKey.js';

export interface PricingPlan {
  name: MessageKey;
  monthlyCents: bigint;
  yearlyCents: bigint;
  features: MessageKey[];
  highlighted: boolean;
}
