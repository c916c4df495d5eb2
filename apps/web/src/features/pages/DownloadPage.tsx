// Download: two store cards, the promo video modal and the static counters.
import { useTranslation } from 'react-i18next';
import { ToolMockup } from '../art/ToolMockup.js';
import { PageHeader } from '../blocks/PageHeader.js';
import { PlayButton } from '../blocks/PlayButton.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { CountersSection } from '../home/sections/CountersSection.js';
import { StoreCards } from '../home/sections/StoreCards.js';

export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.download" />
      <SiteSection title={t('download.title')} lead={t('download.lead')}>
        <div className="split">
          <div>
            <StoreCards />
            <PlayButton />
          </div>
          <ToolMockup variant={2} label={t('screenshots.s3')} />
        </div>
      </SiteSection>
      <CountersSection />
    </>
  );
}
