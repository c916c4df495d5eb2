// The sample profile's skill bars (SPEC §2 Profile: 80, 70, 85 percent).
import type { AboutTextKey } from './aboutText.js';

export const SKILLS: { label: AboutTextKey; percent: number }[] = [
  { label: 'profile.skillContractReview', percent: 80 },
  { label: 'profile.skillWorkshopHosting', percent: 70 },
  { label: 'profile.skillIncidentResponse', percent: 85 },
];
