// The promo video: the site's own 16-second tour of the Tool (public/tour.webm, made by scripts/makeTour.mjs, captions
// in tour.<lang>.vtt); VITE_PROMO_VIDEO_URL replaces it at build time.
export const PROMO_VIDEO_URL: string = import.meta.env.VITE_PROMO_VIDEO_URL ?? '/tour.webm';
