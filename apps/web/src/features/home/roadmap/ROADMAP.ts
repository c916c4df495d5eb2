// The roadmap's milestones in order, each with the moment its quarter begins (the dates `roadmap.<key>.date` names):
// the Platform section lists them and home eight counts down to the next one.
export const ROADMAP = [
  { key: 'savedLists', startsAt: Date.UTC(2027, 0, 1) },
  { key: 'permitApprovals', startsAt: Date.UTC(2027, 3, 1) },
  { key: 'moreChains', startsAt: Date.UTC(2027, 6, 1) },
  { key: 'aptosTransfers', startsAt: Date.UTC(2027, 9, 1) },
] as const;

export type RoadmapMilestone = (typeof ROADMAP)[number];
