// How the visual test's pictures are made and compared (visual.test.ts, capturePage.ts, comparePictures.ts).
export const VISUAL_PICTURES = {
  /**
   * Pictures are rendered at this share of the page's CSS size (a 1440 px page is 360 px wide): colours, pictures,
   * icons and backgrounds still show, the files stay small and a capture costs a fraction of a full-size one.
   */
  scale: 0.25,
  /** How long a capture waits for the page's pictures: one that never loads must not hang the run. */
  picturesWaitMs: 5000,
  /** Quality (0–100) of Chromium's lossy WebP encoder for the committed pictures. */
  quality: 70,
  /**
   * Per channel (0–255), how far a softened pixel may lie outside the range of the colours around the same place in
   * the other picture (see comparePictures.ts). A region recoloured by more than this is found.
   */
  colourTolerance: 24,
  /**
   * Share of pixels that may differ (lone ones are not counted): 12 of the longest page's 360 × 3330, none of a short
   * one's. The same build on the same machine gives the same bytes; this only absorbs sub-pixel noise (pages moved by
   * half a CSS pixel, re-rendered: 0 counted pixels on the home page and two others).
   */
  maxShare: 0.00001,
} as const;
