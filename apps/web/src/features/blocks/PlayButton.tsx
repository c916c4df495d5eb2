// The promo video: a play button with a caption that opens the ui VideoModal (autoplays, destroyed on close).
import { VideoModal } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { PROMO_VIDEO_URL } from './PROMO_VIDEO_URL.js';

export function PlayButton() {
  const { t } = useTranslation();
  return (
    <VideoModal
      src={PROMO_VIDEO_URL}
      title={t('common.videoTitle')}
      playLabel={t('common.playVideo')}
      closeLabel={t('common.close')}
      className="play-button"
    >
      <span className="play-icon" aria-hidden="true">
        ▶
      </span>
      <span>{t('common.playVideo')}</span>
    </VideoModal>
  );
}
