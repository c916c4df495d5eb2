// Screenshots (anchor `screenshots`): a looping carousel of pictures of the real Tool in the page's language
// (1, 3 or 4 per view by width): a checked list, the quote, a run in progress, the receipt (see toolPictures/).
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { SiteCarousel } from '../../../site/blocks/SiteCarousel.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { useHomeText } from '../homeText.js';
import { pictureLanguage, TOOL_PICTURES } from '../toolPictures/TOOL_PICTURES.js';
import { ToolPicture } from '../toolPictures/ToolPicture.js';
import { useToolPicturesText } from '../toolPictures/toolPicturesText.js';
import './ScreenshotsSection.css';

export function ScreenshotsSection() {
  const t = useHomeText();
  const text = useToolPicturesText();
  const language = pictureLanguage(useLanguageStore((state) => state.language));
  return (
    <SiteSection id="screenshots" kicker={t('screenshots.kicker')} title={t('screenshots.title')} tone="light">
      <SiteCarousel preset="screenshots" label={t('screenshots.title')}>
        {TOOL_PICTURES.map((picture) => (
          <figure key={picture.state} className="shot">
            <ToolPicture picture={picture} />
            <figcaption lang={language === 'chs' ? 'zh-CN' : 'en'}>{text(`${picture.state}.caption`)}</figcaption>
          </figure>
        ))}
      </SiteCarousel>
    </SiteSection>
  );
}
