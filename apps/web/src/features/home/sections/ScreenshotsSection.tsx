// Screenshots (anchor `screenshots`): a looping carousel of Tool mock-ups (1, 3 or 4 per view by width).
import { useTranslation } from 'react-i18next';
import { ToolMockup } from '../../art/ToolMockup.js';
import { SiteCarousel } from '../../blocks/SiteCarousel.js';
import { SiteSection } from '../../blocks/SiteSection.js';

const SHOTS = [1, 2, 3, 4] as const;

export function ScreenshotsSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="screenshots" kicker={t('screenshots.kicker')} title={t('screenshots.title')} tone="light">
      <SiteCarousel preset="screenshots" label={t('screenshots.title')}>
        {SHOTS.map((n) => (
          <figure key={n} className="shot">
            <ToolMockup variant={n - 1} label={t(`screenshots.s${n}`)} />
            <figcaption>{t(`screenshots.s${n}`)}</figcaption>
          </figure>
        ))}
      </SiteCarousel>
    </SiteSection>
  );
}
