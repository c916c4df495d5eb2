// Grid of sample team members with drawn avatars.
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../art/Avatar.js';
import type { TeamMember } from '../../content/TeamMember.js';

export function TeamGrid({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-4 team-grid">
      {members.map((m) => (
        <li key={m.name} className="card team-card">
          <Avatar seed={m.imageUrl} />
          <h3>{t(m.name)}</h3>
          <p className="post">{t(m.post)}</p>
          <p>{t(m.desc)}</p>
        </li>
      ))}
    </ul>
  );
}
