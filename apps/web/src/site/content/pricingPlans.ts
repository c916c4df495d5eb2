// The spec's placeholder plans (SPEC §9): Standard 19.99 / 69.99, Premium 49.99 / 159.99, Unlimited 69.99 / 259.99.
import type { PricingPlan } from './PricingPlan.js';

export const pricingPlans: PricingPlan[] = [
  {
    name: 'pricing.standard',
    monthlyCents: 1999n,
    yearlyCents: 6999n,
    features: ['pricing.featureLists', 'pricing.featureSupport', 'pricing.featureWorkshop'],
    highlighted: false,
  },
  {
    name: 'pricing.premium',
    monthlyCents: 4999n,
    yearlyCents: 15999n,
    features: [
      'pricing.featureListsMore',
      'pricing.featureSupportFast',
      'pricing.featureWorkshop',
      'pricing.featureReports',
    ],
    highlighted: true,
  },
  {
    name: 'pricing.unlimited',
    monthlyCents: 6999n,
    yearlyCents: 25999n,
    features: [
      'pricing.featureListsAll',
      'pricing.featureSupportFast',
      'pricing.featureWorkshopTeam',
      'pricing.featureReports',
    ],
    highlighted: false,
  },
];
