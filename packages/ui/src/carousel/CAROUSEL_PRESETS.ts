// The site's carousels as SPEC §9 lists them: items per view by min-width (px), autoplay delay (ms), gap (px).
export const CAROUSEL_PRESETS = {
  screenshots: { perView: { 0: 1, 768: 3, 991: 4 }, delay: 5000, gap: 24 },
  testimonials: { perView: { 0: 1 }, delay: 5000, gap: 30 },
  mediaLogos: { perView: { 0: 2, 576: 3, 768: 4, 991: 5, 1200: 6 }, delay: 4000, gap: 24 },
  partnerLogos: { perView: { 0: 2, 576: 3, 768: 4, 991: 5, 1200: 6 }, delay: 4500, gap: 24 },
} as const;
