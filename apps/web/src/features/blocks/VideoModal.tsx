// Promo video modal: hidden until opened, autoplays, and the player is destroyed when closed (SPEC §4).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_VIDEO_URL } from './PROMO_VIDEO_URL.js';

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
}

export function VideoModal({ open, onClose }: VideoModalProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  const isFile = /\.(webm|mp4|m4v|ogg|ogv|mov)(\?|$)/i.test(PROMO_VIDEO_URL);
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-label={t('common.videoTitle')}>
        <button
          ref={closeButton}
          type="button"
          className="modal-close"
          onClick={onClose}
          aria-label={t('common.close')}
        >
          ×
        </button>
        {isFile ? (
          // biome-ignore lint/a11y/useMediaCaption: the promo clip has no speech.
          <video src={PROMO_VIDEO_URL} autoPlay controls playsInline width="960" height="540" />
        ) : (
          <iframe
            src={PROMO_VIDEO_URL}
            title={t('common.videoTitle')}
            allow="autoplay; fullscreen"
            width="960"
            height="540"
          />
        )}
      </div>
    </div>
  );
}
