// The eight sample team members.
import type { TeamMember } from './TeamMember.js';

const people = [
  'anaRuiz',
  'weiZhang',
  'samAdeyemi',
  'lenaNovak',
  'kenjiMori',
  'priyaNair',
  'tomKeller',
  'liNa',
] as const;

export const teamMembers: TeamMember[] = people.map((person, index) => ({
  name: `teamMembers.${person}.name`,
  post: `teamMembers.${person}.post`,
  desc: `teamMembers.${person}.desc`,
  imageUrl: index + 1,
}));
