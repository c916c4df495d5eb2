// The promo video: a play button with a caption that opens the ui VideoModal (autoplays, destroyed on close). The
// site's own tour is filmed once per language: the modal plays the current language's video with its captions (the
// player exists only while open, so a language switch is followed), and says so when the video cannot be loaded.
import { VideoModal } from '@fanout/ui';
import { HTML_LANG } from '../../i18n/HTML_LANG.js';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { SiteIcon } from '../art/SiteIcon.js';
import { PROMO_VIDEO_URL } from './PROMO_VIDEO_URL.js';
import './PlayButton.css';
import { useSiteText } from '../siteText.js';

export function PlayButton() {
  const t = useSiteText();
  const language = useLanguageStore((state) => state.language);
  const src = PROMO_VIDEO_URL ?? `/tour.${language}.webm`;
  const captions = PROMO_VIDEO_URL
    ? []
    : [{ src: `/tour.${language}.vtt`, srclang: HTML_LANG[language], label: t('common.captions') }];
  return (
    <VideoModal
      src={src}
      title={t('common.videoTitle')}
      playLabel={t('common.playVideo')}
      closeLabel={t('common.close')}
      captions={captions}
      errorText={t('common.videoFailed')}
      className="play-button"
    >
      <span className="play-icon" aria-hidden="true">
        <SiteIcon name="play" size={20} />
      </span>
      <span>{t('common.playVideo')}</span>
    </VideoModal>
  );
}
