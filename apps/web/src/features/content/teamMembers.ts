// The eight sample team members.
import type { TeamMember } from './TeamMember.js';

const ids = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const teamMembers: TeamMember[] = ids.map((n) => ({
  name: `team.m${n}Name`,
  post: `team.m${n}Post`,
  desc: `team.m${n}Desc`,
  imageUrl: n,
}));
