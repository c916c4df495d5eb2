// Issue 27, the words around runs: Chinese text takes full-width punctuation (the ASCII comma, colon, brackets and
// "..." belong to English).
import { describe, expect, it } from 'vitest';
import { chs } from './chs.js';

/** Samples of what the member types (the list's own separators), not Chinese prose. */
const FORMAT_SAMPLES = ['地址,金额', '地址,私钥'];
const CHINESE = /[\u4e00-\u9fff]/;
/** ASCII punctuation that has a full-width form in Chinese text (a colon in "https://" is not prose). */
const ASCII_PUNCTUATION = /[,;!?()]|:(?!\/\/)|\.\.\./g;

function prose(text: string): string {
  let shown = text.replace(/\{\{\w+\}\}/g, 'X');
  for (const sample of FORMAT_SAMPLES) shown = shown.replaceAll(sample, '');
  return shown;
}

describe('the Tool texts set their punctuation and figures for reading', () => {
  it('use full-width punctuation in Chinese', () => {
    const ascii = Object.entries(chs).flatMap(([key, text]) =>
      CHINESE.test(text) ? [...prose(text).matchAll(ASCII_PUNCTUATION)].map((m) => `${key}: "${m[0]}"`) : [],
    );
    expect(ascii).toEqual([]);
  });
});
