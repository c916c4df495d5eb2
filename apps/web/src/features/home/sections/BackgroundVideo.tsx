// Background video of home nine: poster first, muted, looping; paused (poster only) under reduced motion.
import { usePrefersReducedMotion } from '@fanout/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_VIDEO_URL } from '../../blocks/PROMO_VIDEO_URL.js';

const POSTER = `${import.meta.env.BASE_URL}hero-poster.svg`;

export function BackgroundVideo() {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduced) element.pause();
    else element.play?.()?.catch(() => {});
  }, [reduced]);
  return (
    <video
      ref={video}
      className="hero-video"
      poster={POSTER}
      muted
      loop
      playsInline
      autoPlay={!reduced}
      preload={reduced ? 'none' : 'metadata'}
      aria-label={t('variants.videoHero')}
      src={PROMO_VIDEO_URL}
    />
  );
}
