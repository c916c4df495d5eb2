import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { chs } from './i18n/chs.js';
import { SAFE_TEXT } from './safeText.js';

/** ASCII punctuation that has a full-width form in Chinese prose (as the Tool's own texts are checked). */
const ASCII_PUNCTUATION = /[,;!?()]|:(?!\/\/)|\.\.\./g;

describe('the Safe texts', () => {
  it('use full-width punctuation in Chinese', () => {
    const ascii = Object.entries(chs).flatMap(([key, text]) =>
      [...text.replace(/\{\{\w+\}\}/g, 'X').matchAll(ASCII_PUNCTUATION)].map((m) => `${key}: "${m[0]}"`),
    );
    expect(ascii).toEqual([]);
  });

  it('say the threshold as the member reads it, figures kept on one line', () => {
    const en = i18n.getFixedT('en', SAFE_TEXT.name);
    const zh = i18n.getFixedT('chs', SAFE_TEXT.name);
    const values = { address: '0x5afE', threshold: 2, count: 3 };
    expect(en('safeFound', values)).toBe('Safe 0x5afE: 2 of 3 owners');
    expect(zh('safeFound', values)).toBe('Safe 0x5afE：3\u00a0位所有者中需 2\u00a0位签名');
    expect(en('safeFileTitle', { recipients: '600 recipients', label: '' })).toBe('Fanout payment: 600 recipients');
  });
});
