// Team: grid of the 8 sample members.
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { teamMembers } from '../../site/content/teamMembers.js';
import { useSectionsText } from '../../site/sections/sectionsText.js';
import { TeamGrid } from '../../site/sections/TeamGrid.js';
import { useSiteText } from '../../site/siteText.js';

export function TeamPage() {
  const ts = useSiteText();
  const t = useSectionsText();
  return (
    <>
      <PageHeader title={ts('meta.team')} />
      <SiteSection>
        {/* Names the grid for the outline: the cards' h3 names follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('team.title')}</h2>
        <TeamGrid members={teamMembers} />
      </SiteSection>
    </>
  );
}
