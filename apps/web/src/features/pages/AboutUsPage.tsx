// About Us: offerings, stats, work process, team, customers.
import { PageHeader } from '../blocks/PageHeader.js';
import { CountersSection } from '../home/sections/CountersSection.js';
import { MediaSection } from '../home/sections/MediaSection.js';
import { OfferingsSection } from '../home/sections/OfferingsSection.js';
import { ProcessSection } from '../home/sections/ProcessSection.js';
import { TeamSection } from '../home/sections/TeamSection.js';

export function AboutUsPage() {
  return (
    <>
      <PageHeader title="meta.aboutUs" />
      <OfferingsSection />
      <CountersSection />
      <ProcessSection />
      <TeamSection />
      <MediaSection />
    </>
  );
}
