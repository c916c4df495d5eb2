// Team: the first four sample members.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../blocks/SiteSection.js';
import { teamMembers } from '../content/teamMembers.js';
import { TeamGrid } from './TeamGrid.js';

const SHOWN = 4;

export function TeamSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('team.kicker')} title={t('team.title')} lead={t('team.lead')}>
      <TeamGrid members={teamMembers.slice(0, SHOWN)} />
    </SiteSection>
  );
}
