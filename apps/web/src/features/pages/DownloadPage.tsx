// Download: two store cards, the promo video modal and the static counters.
import { ToolMockup } from '../../site/art/ToolMockup.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { PlayButton } from '../../site/blocks/PlayButton.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { CountersSection } from '../../site/sections/CountersSection.js';
import { StoreCards } from '../../site/sections/StoreCards.js';
import { useSiteText } from '../../site/siteText.js';
import { usePagesText } from './pagesText.js';
import '../../site/blocks/layout.css';

export function DownloadPage() {
  const ts = useSiteText();
  const tp = usePagesText();
  return (
    <>
      <PageHeader title={ts('meta.download')} />
      <SiteSection title={tp('download.title')} lead={tp('download.lead')}>
        <div className="split">
          <div>
            <StoreCards />
            <PlayButton />
          </div>
          <ToolMockup variant={2} label={tp('download.mockupLabel')} />
        </div>
      </SiteSection>
      <CountersSection />
    </>
  );
}
