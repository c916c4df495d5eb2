// The promo video that replaces the site's own tour (public/tour.<lang>.webm, made by scripts/makeTour.mjs, with
// captions in tour.<lang>.vtt) when VITE_PROMO_VIDEO_URL is set at build time; undefined otherwise.
export const PROMO_VIDEO_URL: string | undefined = import.meta.env.VITE_PROMO_VIDEO_URL || undefined;
