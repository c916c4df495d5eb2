// Background video of home nine: poster first, muted, looping; paused (poster only) under reduced motion. The loop
// ships with the site (public/hero-loop.webm, made by scripts/makeHeroLoop.mjs); the promo video stays the public link.
import { usePrefersReducedMotion } from '@fanout/ui';
import { useEffect, useRef } from 'react';
import { useHomeText } from '../homeText.js';

const POSTER = `${import.meta.env.BASE_URL}hero-poster.svg`;
const LOOP = `${import.meta.env.BASE_URL}hero-loop.webm`;

export function BackgroundVideo() {
  const t = useHomeText();
  const reduced = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // autoPlay starts it; when reduced motion is asked for (also mid-visit), it stops on the poster frame.
    if (reduced) video.current?.pause();
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
      aria-label={t('videoHero.label')}
      src={LOOP}
    />
  );
}
