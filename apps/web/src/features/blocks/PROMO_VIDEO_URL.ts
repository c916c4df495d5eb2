// The one public promo video link (configurable at build time with VITE_PROMO_VIDEO_URL).
export const PROMO_VIDEO_URL: string =
  import.meta.env.VITE_PROMO_VIDEO_URL ?? 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm';
