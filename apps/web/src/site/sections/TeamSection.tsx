// Team: the first four sample members.
import { SiteSection } from '../blocks/SiteSection.js';
import { teamMembers } from '../content/teamMembers.js';
import { useSectionsText } from './sectionsText.js';
import { TeamGrid } from './TeamGrid.js';

const SHOWN = 4;

export function TeamSection() {
  const t = useSectionsText();
  return (
    <SiteSection kicker={t('team.kicker')} title={t('team.title')} lead={t('team.lead')}>
      <TeamGrid members={teamMembers.slice(0, SHOWN)} />
    </SiteSection>
  );
}
