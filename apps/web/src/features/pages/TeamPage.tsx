// Team: grid of the 8 sample members.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { teamMembers } from '../content/teamMembers.js';
import { TeamGrid } from '../home/sections/TeamGrid.js';

export function TeamPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.team" />
      <SiteSection>
        {/* Names the grid for the outline: the cards' h3 names follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('team.title')}</h2>
        <TeamGrid members={teamMembers} />
      </SiteSection>
    </>
  );
}
