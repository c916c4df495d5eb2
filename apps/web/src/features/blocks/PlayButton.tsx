// The round play button that opens the promo video modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoModal } from './VideoModal.js';

export function PlayButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="play-button" onClick={() => setOpen(true)}>
        <span className="play-icon" aria-hidden="true">
          ▶
        </span>
        <span>{t('common.playVideo')}</span>
      </button>
      <VideoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
