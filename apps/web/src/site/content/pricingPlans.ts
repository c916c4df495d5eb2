// The spec's placeholder plans (SPEC §9): Standard 19.99 / 69.99, Premium 49.99 / 159.99, Unlimited 69.99 / 259.99.
import type { PricingPlan } from './PricingPlan.js';

export const pricingPlans: PricingPlan[] = [
  {
    name: 'pricingPlans.standard',
    monthlyCents: 1999n,
    yearlyCents: 6999n,
    features: ['pricingFeatures.lists', 'pricingFeatures.support', 'pricingFeatures.workshop'],
    highlighted: false,
  },
  {
    name: 'pricingPlans.premium',
    monthlyCents: 4999n,
    yearlyCents: 15999n,
    features: [
      'pricingFeatures.listsMore',
      'pricingFeatures.supportFast',
      'pricingFeatures.workshop',
      'pricingFeatures.csvReceipts',
    ],
    highlighted: true,
  },
  {
    name: 'pricingPlans.unlimited',
    monthlyCents: 6999n,
    yearlyCents: 25999n,
    features: [
      'pricingFeatures.listsAll',
      'pricingFeatures.supportFast',
      'pricingFeatures.workshopTeam',
      'pricingFeatures.csvReceipts',
    ],
    highlighted: false,
  },
];
