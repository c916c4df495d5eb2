import { ROADMAP, type RoadmapMilestone } from './ROADMAP.js';

/** The first milestone whose quarter has not begun at `now`; once every one has, the last (counted down to zero). */
export function nextMilestone(now: number): RoadmapMilestone {
  return ROADMAP.find((milestone) => milestone.startsAt > now) ?? (ROADMAP[ROADMAP.length - 1] as RoadmapMilestone);
}
