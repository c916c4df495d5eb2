// The promo video: a play button with a caption that opens the ui VideoModal (autoplays, destroyed on close), with
// captions in the current language for the site's own tour and a message when the video cannot be loaded.
import { VideoModal } from '@fanout/ui';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { SiteIcon } from '../art/SiteIcon.js';
import { PROMO_VIDEO_URL } from './PROMO_VIDEO_URL.js';
import './PlayButton.css';
import { useSiteText } from '../siteText.js';

const OWN_TOUR = '/tour.webm';

export function PlayButton() {
  const t = useSiteText();
  const language = useLanguageStore((state) => state.language);
  const captions =
    PROMO_VIDEO_URL === OWN_TOUR
      ? [{ src: `/tour.${language}.vtt`, srclang: language === 'chs' ? 'zh-Hans' : 'en', label: t('common.captions') }]
      : [];
  return (
    <VideoModal
      src={PROMO_VIDEO_URL}
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
