import { describe, expect, it } from 'vitest';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';
import { issueTextKey } from './issueTextKey.js';
import { readPlan } from './readPlan.js';
import { readSafeAirdrop } from './readSafeAirdrop.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const BULK_SEND = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const guard = { token: TOKEN, bulkSend: BULK_SEND, sender: SENDER };
const codes = (issues: readonly { code: string; line: number }[]) => issues.map((one) => `${one.line}:${one.code}`);

describe('readPlan refuses the run’s own addresses nobody can spend from', () => {
  it('a token list: the token’s contract and BulkSend by line (the sender may pay itself a token)', () => {
    const text = [`${A},1`, `${TOKEN},2`, `${BULK_SEND.toLowerCase()},3`, `${SENDER},4`].join('\n');
    const { plan } = readPlan(text, 6, false, null, guard);
    expect(codes(plan?.errors ?? [])).toEqual(['2:TOKEN_CONTRACT', '3:BULKSEND_CONTRACT']);
    expect(plan?.ok).toBe(false);
  });

  it('an NFT list: the collection, BulkSend and the sender itself', () => {
    const text = [`${A},1`, `${TOKEN},2`, `${BULK_SEND},3`, `${SENDER},4`].join('\n');
    const { nft } = readPlan(text, 0, false, 'erc721', guard);
    expect(codes(nft?.errors ?? [])).toEqual(['2:TOKEN_CONTRACT', '3:BULKSEND_CONTRACT', '4:SENDER_ADDRESS']);
  });

  it('a Safe CSV Airdrop file is checked the same way', () => {
    const text = [
      'token_type,token_address,receiver,amount,id',
      `erc20,${TOKEN},${A},1,`,
      `erc20,${TOKEN},${BULK_SEND},2,`,
    ];
    const read = readSafeAirdrop(text.join('\n'), { decimals: 6, merge: false, standard: null, token: TOKEN, guard });
    expect(codes(read.plan?.errors ?? [])).toEqual(['3:BULKSEND_CONTRACT']);
  });

  it('each reason has its text in both languages', () => {
    for (const code of [
      'PRECOMPILE_ADDRESS',
      'BURN_ADDRESS',
      'TOKEN_CONTRACT',
      'BULKSEND_CONTRACT',
      'SENDER_ADDRESS',
    ] as const) {
      expect(en[issueTextKey(code)]).toMatch(/\{\{value\}\}/);
      expect(chs[issueTextKey(code)]).toMatch(/（\{\{value\}\}）/);
    }
  });
});
