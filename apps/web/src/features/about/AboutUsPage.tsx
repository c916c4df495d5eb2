// About Us: offerings, stats, work process, team, customers.
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { CountersSection } from '../../site/sections/CountersSection.js';
import { MediaSection } from '../../site/sections/MediaSection.js';
import { OfferingsSection } from '../../site/sections/OfferingsSection.js';
import { ProcessSection } from '../../site/sections/ProcessSection.js';
import { TeamSection } from '../../site/sections/TeamSection.js';
import { useSiteText } from '../../site/siteText.js';

export function AboutUsPage() {
  const ts = useSiteText();
  return (
    <>
      <PageHeader title={ts('meta.aboutUs')} />
      <OfferingsSection />
      <CountersSection />
      <ProcessSection />
      <TeamSection />
      <MediaSection />
    </>
  );
}
