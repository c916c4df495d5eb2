import { describe, expect, it } from 'vitest';
import { chs as walletChs } from '../../wallet/i18n/chs.js';
import { en as walletEn } from '../../wallet/i18n/en.js';
import { chs } from './chs.js';
import { en } from './en.js';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([
  ['tool', en, chs],
  ['wallet', walletEn, walletChs],
] as const)('the %s catalogues', (_name, english, chinese) => {
  const englishEntries = Object.entries(english as Record<string, string>);
  const chineseTexts = chinese as Record<string, string>;

  it('have the same keys in English and Chinese, none empty', () => {
    expect(Object.keys(chineseTexts).sort()).toEqual(Object.keys(english).sort());
    expect(englishEntries.filter(([, v]) => !v.trim())).toEqual([]);
    expect(Object.entries(chineseTexts).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = englishEntries.filter(
      ([k, v]) => placeholders(v).join() !== placeholders(chineseTexts[k] ?? '').join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });
});

describe('the tool texts', () => {
  it('keep the spec texts', () => {
    expect(en.success).toBe('Success!, txId: ');
    expect(en.countTip).toBe('Please enter a number <100');
    expect(en.sideTransferLabel).toBe('POLYGON');
    expect(en.sideWalletLabel).toBe('EVM/Aptos');
  });
});
