// Issue 27, the words around runs: Chinese text takes full-width punctuation (the ASCII comma, colon, brackets and
// "..." belong to English), and a figure ("1 gwei", "0.6 POL", "3 transactions") never breaks between its number and
// its unit: the space there is a no-break one in what the page shows, in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { chs as ensChs } from '../ens/i18n/chs.js';
import { chs as transferChs } from '../transfer/i18n/chs.js';
import { TRANSFER_TEXT } from '../transfer/transferText.js';
import { chs } from './chs.js';
import { figure, keepFigureTogether } from './figures.js';

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
  // Both of the Tool's namespaces: the page and generator's (`tool`) and the batch transfer's.
  it('use full-width punctuation in Chinese', () => {
    const texts: [string, string][] = [
      ...Object.entries(chs),
      ...Object.entries(transferChs).map(([key, text]): [string, string] => [`transfer:${key}`, text]),
      ...Object.entries(ensChs).map(([key, text]): [string, string] => [`ens:${key}`, text]),
    ];
    const ascii = texts.flatMap(([key, text]) =>
      CHINESE.test(text) ? [...prose(text).matchAll(ASCII_PUNCTUATION)].map((m) => `${key}: "${m[0]}"`) : [],
    );
    expect(ascii).toEqual([]);
  });
});

describe('the Tool texts keep a figure on one line', () => {
  // The transfer's Chinese ships apart from its chunk: fetched as a Chinese visit does.
  beforeAll(() => loadMessages('chs'));
  const en = i18n.getFixedT('en', TRANSFER_TEXT.name);
  const zh = i18n.getFixedT('chs', TRANSFER_TEXT.name);
  const NBSP = '\u00a0';

  it('join a number and its unit with a no-break space, in English and Chinese', () => {
    expect(en('transactionCount', { count: 3 })).toBe(`3${NBSP}transactions`);
    expect(zh('transactionCount', { count: 3 })).toBe(`3${NBSP}笔交易`);
    expect(en('recipientsCounted', { count: 600, shown: '600' })).toBe(`600${NBSP}recipients`);
    expect(en('summaryText', { recipients: '600 recipients', total: '0.6', symbol: 'POL', count: 3 })).toBe(
      `Paid 0.6${NBSP}POL to 600 recipients in 3${NBSP}transactions.`,
    );
    expect(en('deployCost', { cost: '0.02', symbol: 'POL', gas: '21,000', price: '1' })).toBe(
      `Deploying costs about 0.02${NBSP}POL (21,000${NBSP}gas at 1${NBSP}gwei), paid from your wallet in one transaction.`,
    );
    expect(zh('approvalEstimate', { gas: '46 000', cost: '0.001 POL' })).toBe(
      `授权交易本身：Gas${NBSP}46 000，网络费用 0.001 POL，不收服务费。`,
    );
    expect(zh('chunk_paid', { index: 2, first: 256, last: 510 })).toBe(
      `第${NBSP}2${NBSP}笔交易（第${NBSP}256–510${NBSP}行）：已支付`,
    );
    expect(en('confirmationsBundled', { count: 1 })).toBe(`1${NBSP}confirmation in your wallet`);
    expect(zh('confirmationsBundled', { count: 1 })).toBe(`钱包中确认 1${NBSP}次`);
    expect(
      en('confirmationsWithApproval', {
        total: 4,
        approvals: en('approvalCount', { count: 1 }),
        transactions: en('transactionCount', { count: 3 }),
      }),
    ).toBe(`4${NBSP}confirmations: 1${NBSP}approval and 3${NBSP}transactions`);
    expect(figure('0.6', 'POL')).toBe(`0.6${NBSP}POL`);
  });

  it('leave the words around a figure free to break', () => {
    expect(keepFigureTogether('{{paid}} of {{count}} transactions paid')).toBe(
      `{{paid}} of {{count}}${NBSP}transactions paid`,
    );
    expect(keepFigureTogether('Line {{line}}: {{lines}} of this list')).toBe('Line {{line}}: {{lines}} of this list');
  });
});
