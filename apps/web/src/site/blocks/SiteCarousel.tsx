// The ui Carousel with the site's labels and one of the spec's presets (SPEC §9).
import { CAROUSEL_PRESETS, Carousel } from '@fanout/ui';
import type { ReactNode } from 'react';
import { useSiteText } from '../siteText.js';

interface SiteCarouselProps {
  preset: keyof typeof CAROUSEL_PRESETS;
  label: string;
  children: ReactNode[];
  showDots?: boolean;
}

export function SiteCarousel({ preset, label, children, showDots = true }: SiteCarouselProps) {
  const t = useSiteText();
  const { perView, delay, gap } = CAROUSEL_PRESETS[preset];
  return (
    <Carousel
      // Its own name: the section around it is a region named by the same title (landmarks stay unique).
      label={t('common.carouselLabel', { name: label })}
      perView={perView}
      delay={delay}
      gap={gap}
      showDots={showDots}
      labels={{
        previous: t('common.previous'),
        next: t('common.next'),
        pause: t('common.carouselPause'),
        play: t('common.carouselPlay'),
        goTo: (n) => t('common.carouselGoTo', { n }),
        slide: (n, total) => t('common.carouselSlide', { n, total }),
      }}
    >
      {children}
    </Carousel>
  );
}
