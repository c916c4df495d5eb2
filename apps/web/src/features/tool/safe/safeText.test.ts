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

  it('say what a file holds: on v3 only this Safe on this network pays, the refusal named; on v2 the weaker promise', () => {
    const en = i18n.getFixedT('en', SAFE_TEXT.name);
    const zh = i18n.getFixedT('chs', SAFE_TEXT.name);
    const values = { threshold: 2, count: 3, chain: 'Polygon' };
    expect(en('safeSteps', values)).toContain(
      'The file is for this Safe on Polygon only: executed twice by it, it pays nobody twice (the chain refuses its batch ids); imported into another Safe, or run on another network, BulkSend refuses it as a batch made for another sender (“batch id not for this sender”), and nobody is paid.',
    );
    expect(zh('safeSteps', values)).toContain('此文件只适用于 Polygon 上的这个 Safe');
    expect(zh('safeSteps', values)).toContain('“批次 ID 不属于此发送方”');
    expect(en('safeStepsV2', values)).toContain('would pay everyone again');
    expect(zh('safeStepsV2', values)).toContain('会再次付给所有人');
    const file = { batches: '1: 0xab', safe: '0x5afE', chainId: 137 };
    expect(en('safeFileDescription', file)).toBe(
      'BulkSend batches for Safe 0x5afE on chain 137 only, each paid once (the chain refuses a repeat, another Safe and another chain): 1: 0xab',
    );
  });
});
