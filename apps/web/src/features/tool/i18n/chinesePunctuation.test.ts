// Issue 37 (finding 7): Chinese text takes full-width punctuation wherever it meets Chinese characters — "需授权额度：",
// "（最高 1 gwei）", "第 1 笔交易：已最终确认" — in every catalogue a member of the Tool reads: the Tool's, the
// transfer's, the Safe views' and wallet-core's messages (the errors and alerts the Tool shows). ASCII stays where it
// belongs: inside numbers ("1.5", "21,000"), addresses and URLs ("https://…"), and the list formats a member types
// ("地址,金额").
import { walletCoreMessages } from '@fanout/wallet-core/messages';
import { describe, expect, it } from 'vitest';
import { chs as addressBookChs } from '../addressBook/i18n/chs.js';
import { chs as safeChs } from '../safe/i18n/chs.js';
import { chs as transferChs } from '../transfer/i18n/chs.js';
import { chs as toolChs } from './chs.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const CATALOGUES: [string, Tree][] = [
  ['tool:', toolChs],
  ['transfer:', transferChs],
  ['safe:', safeChs as Tree],
  ['addressBook:', addressBookChs],
  ['walletCore:', walletCoreMessages.chs as Tree],
];

/** Samples of what the member types (the list's own separators), not Chinese prose. */
const FORMAT_SAMPLES = ['地址,金额', '地址,私钥'];
/** A Chinese character or full-width punctuation mark. */
const CJK = String.raw`[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]`;
/**
 * An ASCII ':' '(' ')' ',' '.' next to Chinese (a space between them allowed): before or after a CJK character, or a
 * placeholder that stands in Chinese prose ("{{chunk}}: 已…"). Not between digits ("1.5", "21,000") nor in "://".
 */
const ASCII_NEXT_TO_CJK = new RegExp(String.raw`${CJK} ?[:(),.](?!\/\/)(?!\d)|(?<!\d)[:(),.] ?${CJK}|[:(),.]$`, 'gu');

/** What the page shows of a template: placeholders as a neutral word, the member's list formats left out. */
function prose(text: string): string {
  let shown = text.replace(/\{\{[\w.]+\}\}/g, 'X').replace(/https?:\/\/\S+/g, 'URL');
  for (const sample of FORMAT_SAMPLES) shown = shown.replaceAll(sample, '');
  return shown;
}

/** Every ASCII mark beside Chinese in a catalogue's Chinese texts, as "key: …context…". */
function asciiBesideChinese(catalogues: [string, Tree][]): string[] {
  return catalogues.flatMap(([prefix, tree]) =>
    leaves(tree, prefix).flatMap(([key, text]) => {
      if (!/[\u4e00-\u9fff]/.test(text)) return [];
      const shown = prose(text);
      return [...shown.matchAll(ASCII_NEXT_TO_CJK)].map((match) => `${key}: "${match[0]}"`);
    }),
  );
}

describe('Chinese punctuation in every catalogue of the Tool', () => {
  it('finds an ASCII mark beside Chinese, and leaves numbers, URLs and list formats alone', () => {
    const sample: Tree = {
      colon: '需授权额度: {{amount}}.',
      bracket: '{{price}} (最高 {{max}})',
      fine: '每笔 1.5 POL，共 21,000 gas，见 https://example.org/a.b',
      format: '格式：地址,金额',
    };
    expect(asciiBesideChinese([['t:', sample]])).toEqual([
      't:colon: "度:"',
      't:colon: "."',
      't:bracket: "(最"',
      't:bracket: ")"',
    ]);
  });

  it('uses full-width punctuation in Chinese', () => {
    expect(asciiBesideChinese(CATALOGUES)).toEqual([]);
  });
});
