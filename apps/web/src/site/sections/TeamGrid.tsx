// Grid of sample team members as ui TeamCards with drawn avatars.
import { TeamCard } from '@fanout/ui';
import { avatarUrl } from '../art/avatarUrl.js';
import { useContentText } from '../content/contentText.js';
import type { TeamMember } from '../content/TeamMember.js';
import '../blocks/layout.css';
import './TeamGrid.css';

export function TeamGrid({ members }: { members: TeamMember[] }) {
  const t = useContentText();
  return (
    <ul className="grid grid-4 team-grid">
      {members.map((m) => (
        <li key={m.name}>
          <TeamCard name={t(m.name)} post={t(m.post)} desc={t(m.desc)} imageUrl={avatarUrl(m.imageUrl)} />
        </li>
      ))}
    </ul>
  );
}
