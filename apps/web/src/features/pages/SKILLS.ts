// The sample profile's skill bars (SPEC §2 Profile: 80, 70, 85 percent).
import type { MessageKey } from '../../i18n/MessageKey.js';

export const SKILLS: { label: MessageKey; percent: number }[] = [
  { label: 'profile.s1', percent: 80 },
  { label: 'profile.s2', percent: 70 },
  { label: 'profile.s3', percent: 85 },
];
