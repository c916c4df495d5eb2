// Screenshots (anchor `screenshots`): a looping carousel of Tool mock-ups (1, 3 or 4 per view by width).
import { useTranslation } from 'react-i18next';
import { ToolMockup } from '../../art/ToolMockup.js';
import { Carousel } from '../../blocks/Carousel.js';
import { SiteSection } from '../../blocks/SiteSection.js';

const SHOTS = [1, 2, 3, 4] as const;
const AUTOPLAY_MS = 4000;

export function ScreenshotsSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="screenshots" kicker={t('screenshots.kicker')} title={t('screenshots.title')} tone="light">
      <Carousel intervalMs={AUTOPLAY_MS} label={t('screenshots.title')} className="per-view-screens">
        {SHOTS.map((n) => (
          <figure key={n} className="shot">
            <ToolMockup variant={n - 1} label={t(`screenshots.s${n}`)} />
            <figcaption>{t(`screenshots.s${n}`)}</figcaption>
          </figure>
        ))}
      </Carousel>
    </SiteSection>
  );
}
