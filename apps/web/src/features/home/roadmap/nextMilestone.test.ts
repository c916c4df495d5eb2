import { describe, expect, it } from 'vitest';
import { chs } from '../i18n/chs.js';
import { en } from '../i18n/en.js';
import { nextMilestone } from './nextMilestone.js';
import { ROADMAP } from './ROADMAP.js';

describe('nextMilestone', () => {
  it('is the first milestone whose quarter has not begun', () => {
    expect(nextMilestone(Date.UTC(2026, 10, 25)).key).toBe('savedLists');
    expect(nextMilestone(Date.UTC(2027, 0, 1)).key).toBe('permitApprovals');
    expect(nextMilestone(Date.UTC(2027, 5, 30, 23, 59)).key).toBe('moreChains');
  });

  it('stays on the last milestone once every quarter has begun', () => {
    expect(nextMilestone(Date.UTC(2030, 0, 1)).key).toBe('aptosTransfers');
  });

  it('counts to the quarters the roadmap shows, in both languages', () => {
    const quarter = (at: number) => `Q${Math.floor(new Date(at).getUTCMonth() / 3) + 1}`;
    for (const { key, startsAt } of ROADMAP) {
      const year = new Date(startsAt).getUTCFullYear();
      expect(en.roadmap[key].date).toBe(`${quarter(startsAt)} ${year}`);
      expect(chs.roadmap[key].date).toBe(
        `${year} 年第${'一二三四'[Math.floor(new Date(startsAt).getUTCMonth() / 3)]}季度`,
      );
    }
  });
});
