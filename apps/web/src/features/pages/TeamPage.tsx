// Team: grid of the 8 sample members.
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { teamMembers } from '../content/teamMembers.js';
import { TeamGrid } from '../home/sections/TeamGrid.js';

export function TeamPage() {
  return (
    <>
      <PageHeader title="meta.team" />
      <SiteSection>
        <TeamGrid members={teamMembers} />
      </SiteSection>
    </>
  );
}
