// The pictures of the Tool shown by the home hero and the screenshots carousel: made from the product by
// scripts/toolPictures.mjs (`pnpm --filter @fanout/web pictures`), one set per language, committed beside this file.
// Each picture's alt text and caption are in the `toolPictures` namespace (i18n/{en,chs}.ts, keys `<state>.alt`, `.caption`).
import listChs from './tool-list.chs.webp';
import listEn from './tool-list.en.webp';
import quoteChs from './tool-quote.chs.webp';
import quoteEn from './tool-quote.en.webp';
import receiptChs from './tool-receipt.chs.webp';
import receiptEn from './tool-receipt.en.webp';
import runChs from './tool-run.chs.webp';
import runEn from './tool-run.en.webp';

export type PictureLanguage = 'en' | 'chs';
type InBoth = Record<PictureLanguage, string>;

export interface ToolPictureEntry {
  state: 'list' | 'quote' | 'run' | 'receipt';
  src: InBoth;
}

/** CSS size the script captures (720 × 640, saved at 1.25×): the images' intrinsic ratio for width and height. */
export const TOOL_PICTURE_SIZE = { width: 720, height: 640 } as const;

/** The hero's picture: a pasted list checked line by line. */
export const HERO_PICTURE: ToolPictureEntry = {
  state: 'list',
  src: { en: listEn, chs: listChs },
};

export const TOOL_PICTURES: readonly ToolPictureEntry[] = [
  HERO_PICTURE,
  {
    state: 'quote',
    src: { en: quoteEn, chs: quoteChs },
  },
  {
    state: 'run',
    src: { en: runEn, chs: runChs },
  },
  {
    state: 'receipt',
    src: { en: receiptEn, chs: receiptChs },
  },
];

export function pictureLanguage(language: string | undefined): PictureLanguage {
  return language === 'chs' ? 'chs' : 'en';
}
