// Compares two pictures (WebP or PNG) pixel by pixel inside Chromium: a blank "workbench" page decodes them into
// canvases, so no image package is needed. Both are softened first (each pixel averaged with its 8 neighbours: a
// glyph rasterised a fraction of a pixel elsewhere keeps its ink but lands in other pixels). A pixel then differs when
// its colour lies further than VISUAL_PICTURES.colourTolerance outside the range of the colours around the same place
// in the other picture (itself and its 8 neighbours, per channel): anti-aliasing, hinting, a one-pixel shift and WebP
// noise only blend colours that are already there, a recoloured region or a swapped picture brings new ones. A lone
// differing pixel (no differing neighbour) is hinting noise and not counted; pixels outside the smaller picture are.
import type { Page } from 'playwright-core';
import { VISUAL_PICTURES } from './VISUAL_PICTURES.js';

export interface PictureComparison {
  /** Same size and at most VISUAL_PICTURES.maxShare of the pixels differ. */
  matches: boolean;
  /** "width×height" of each picture ('' when the files are the same bytes and were not decoded). */
  baselineSize: string;
  currentSize: string;
  /** Differing pixels, lone ones left out. */
  differing: number;
  /** Differing pixels over all pixels of the larger frame (0–1). */
  share: number;
  /**
   * Only when some pixel differs: the current picture, and the differences over it as PNG (red: counted, orange: lone
   * and ignored, magenta: outside the other picture).
   */
  currentPng?: Buffer;
  diffPng?: Buffer;
}

export async function comparePictures(
  workbench: Page,
  baseline: Buffer,
  current: Buffer,
  tolerance: { colour: number; maxShare: number } = {
    colour: VISUAL_PICTURES.colourTolerance,
    maxShare: VISUAL_PICTURES.maxShare,
  },
): Promise<PictureComparison> {
  // Chromium renders and encodes the same page to the same bytes: the usual case needs no decoding.
  if (baseline.equals(current)) {
    return { matches: true, baselineSize: '', currentSize: '', differing: 0, share: 0 };
  }
  const result = await workbench.evaluate(
    async ({ baseline, current, colour }) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes]), {
          colorSpaceConversion: 'none',
          premultiplyAlpha: 'none',
        });
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas in the workbench');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const toPng = async (image: ImageData) => {
        const canvas = new OffscreenCanvas(image.width, image.height);
        canvas.getContext('2d')?.putImageData(image, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const url = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsDataURL(blob);
        });
        return url.slice(url.indexOf(',') + 1);
      };
      /** Calls `visit` with each neighbour of (x, y) inside width × height, and (x, y) itself. */
      const around = (x: number, y: number, width: number, height: number, visit: (at: number) => void) => {
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) visit(ny * width + nx);
        }
      };
      const soften = (image: ImageData) => {
        const { width, height, data } = image;
        const out = new Uint8ClampedArray(data.length);
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const at = (y * width + x) * 4;
            for (let channel = 0; channel < 3; channel++) {
              let sum = 0;
              let count = 0;
              around(x, y, width, height, (near) => {
                sum += data[near * 4 + channel] ?? 0;
                count++;
              });
              out[at + channel] = Math.round(sum / count);
            }
          }
        }
        return { width, height, data: out };
      };
      type Soft = ReturnType<typeof soften>;
      /** Is pixel (x, y) of `one` within the colour range, widened by `colour`, around (x, y) in `other`? */
      const blendsIn = (one: Soft, other: Soft, x: number, y: number) => {
        const at = (y * one.width + x) * 4;
        for (let channel = 0; channel < 3; channel++) {
          const value = one.data[at + channel] ?? 0;
          let low = 255;
          let high = 0;
          around(x, y, other.width, other.height, (near) => {
            const v = other.data[near * 4 + channel] ?? 0;
            if (v < low) low = v;
            if (v > high) high = v;
          });
          if (value < low - colour || value > high + colour) return false;
        }
        return true;
      };

      const a = await decode(baseline);
      const b = await decode(current);
      const softA = soften(a);
      const softB = soften(b);
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const OUTSIDE = 2;
      const DIFFERENT = 1;
      const found = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const inBoth = x < a.width && y < a.height && x < b.width && y < b.height;
          if (!inBoth) found[y * width + x] = OUTSIDE;
          else if (!blendsIn(softA, softB, x, y) || !blendsIn(softB, softA, x, y)) found[y * width + x] = DIFFERENT;
        }
      }
      const diff = new ImageData(width, height);
      let differing = 0;
      let any = false;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = y * width + x;
          const out = at * 4;
          diff.data[out + 3] = 255;
          if (found[at] === OUTSIDE) {
            differing++;
            diff.data.set([200, 0, 200], out);
          } else if (found[at] === DIFFERENT) {
            let neighbours = -1;
            around(x, y, width, height, (near) => {
              if (found[near]) neighbours++;
            });
            if (neighbours > 0) differing++;
            diff.data.set(neighbours > 0 ? [230, 0, 0] : [255, 160, 0], out);
          } else {
            // The current picture, faded, so the marks stand out.
            const from = (y * b.width + x) * 4;
            const grey =
              0.299 * (b.data[from] ?? 0) + 0.587 * (b.data[from + 1] ?? 0) + 0.114 * (b.data[from + 2] ?? 0);
            diff.data.fill(Math.round(160 + grey * 0.37), out, out + 3);
            continue;
          }
          any = true;
        }
      }
      return {
        baselineSize: `${a.width}×${a.height}`,
        currentSize: `${b.width}×${b.height}`,
        differing,
        share: differing / (width * height),
        pictures: any ? { current: await toPng(b), diff: await toPng(diff) } : undefined,
      };
    },
    { baseline: baseline.toString('base64'), current: current.toString('base64'), colour: tolerance.colour },
  );
  return {
    matches: result.baselineSize === result.currentSize && result.share <= tolerance.maxShare,
    baselineSize: result.baselineSize,
    currentSize: result.currentSize,
    differing: result.differing,
    share: result.share,
    currentPng: result.pictures && Buffer.from(result.pictures.current, 'base64'),
    diffPng: result.pictures && Buffer.from(result.pictures.diff, 'base64'),
  };
}
