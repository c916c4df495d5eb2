// ENS names in the address column (issue 38): parsed into lines that need resolution, never a silent pass.
import { ensNormalize } from 'ethers';
import { describe, expect, it } from 'vitest';
import { parseNftList } from '../nftLists/parseNftList.js';
import { parseRecipients } from '../recipients/parseRecipients.js';
import { isEnsName } from './isEnsName.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const text = `address,amount\nAlice.ETH,1.5\n${BOB},2\npay.alice.eth,3\nニック.eth,4`;

describe('ENS names in a list', () => {
  it('a caller that does not resolve names gets "ENS names need resolution" on each name line (was "must start with 0x")', () => {
    const plan = parseRecipients(text, { decimals: 6 });
    expect(plan.ok).toBe(false);
    expect(plan.errors.map((e) => [e.line, e.code, e.value])).toEqual([
      [2, 'ENS_NAME_UNRESOLVED', 'Alice.ETH'],
      [4, 'ENS_NAME_UNRESOLVED', 'pay.alice.eth'],
      [5, 'ENS_NAME_UNRESOLVED', 'ニック.eth'],
    ]);
    expect(plan.errors[0]?.message).toContain('ENS names need resolution');
    expect(plan.rows.map((r) => r.line)).toEqual([3]);
    expect(plan.names?.map((n) => n.line)).toEqual([2, 4, 5]);
  });

  it('normalises names with the given ENSIP-15 normaliser and lists them for resolution', () => {
    const plan = parseRecipients(text, { decimals: 6, ens: { normalize: ensNormalize } });
    expect(plan.names).toEqual([
      { line: 2, written: 'Alice.ETH', name: 'alice.eth' },
      { line: 4, written: 'pay.alice.eth', name: 'pay.alice.eth' },
      { line: 5, written: 'ニック.eth', name: 'ニック.eth' },
    ]);
    expect(plan.errors.every((e) => e.code === 'ENS_NAME_UNRESOLVED')).toBe(true);
  });

  it('refuses an invalid name with its own error and the reason', () => {
    const plan = parseRecipients('alice..eth,1\na_b.eth,2', { decimals: 0, ens: { normalize: ensNormalize } });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'INVALID_ENS_NAME'],
      [2, 'INVALID_ENS_NAME'],
    ]);
    expect(plan.errors[0]?.message).toContain('empty label');
    expect(plan.errors[0]?.message).not.toMatch(/\u200e/);
  });

  it('completes the plan with resolved addresses: same checks as written addresses, the name kept on the row', () => {
    const resolved = new Map<string, string | null>([
      ['alice.eth', ALICE.toLowerCase()],
      ['pay.alice.eth', BOB], // the same recipient as line 3: a duplicate
      ['ニック.eth', null], // no address for this chain
    ]);
    const plan = parseRecipients(text, { decimals: 6, ens: { normalize: ensNormalize, resolved } });
    expect(plan.rows[0]).toEqual({ line: 2, address: ALICE, amount: '1.5', value: 1_500_000n, name: 'alice.eth' });
    expect(plan.errors.map((e) => [e.line, e.code, e.otherLine])).toEqual([
      [4, 'DUPLICATE_ADDRESS', 3],
      [5, 'ENS_NAME_NO_ADDRESS', undefined],
    ]);
    // A resolver's zero address means "no record", and a name resolving to a precompile is refused like one.
    const zero = new Map([['alice.eth', `0x${'0'.repeat(40)}`]]);
    expect(
      parseRecipients('alice.eth,1', { decimals: 0, ens: { normalize: ensNormalize, resolved: zero } }).errors[0]?.code,
    ).toBe('ENS_NAME_NO_ADDRESS');
    const precompile = new Map([['alice.eth', `0x${'0'.repeat(39)}1`]]);
    const refused = parseRecipients('alice.eth,1', {
      decimals: 0,
      ens: { normalize: ensNormalize, resolved: precompile },
    });
    expect(refused.errors[0]?.code).toBe('PRECOMPILE_ADDRESS');
  });

  it('a number or a broken address in the address column stays an address error', () => {
    const plan = parseRecipients('12.50,1\n0x5aAeb6053F.eth,1\nalice,1', { decimals: 2 });
    expect(plan.errors.map((e) => e.code)).toEqual(['INVALID_ADDRESS', 'INVALID_ADDRESS', 'INVALID_ADDRESS']);
    expect(plan.names).toEqual([]);
    expect(isEnsName('alice.eth')).toBe(true);
    expect(isEnsName('1.5')).toBe(false);
    expect(isEnsName('alice.')).toBe(false);
  });
});

describe('ENS names in an NFT list', () => {
  it('are refused until resolved, then sent to the resolved address with the same checks', () => {
    const list = `alice.eth,7\n${BOB},8`;
    const unresolved = parseNftList(list, { standard: 'erc721' });
    expect(unresolved.errors.map((e) => [e.line, e.code, e.params.name])).toEqual([
      [1, 'ENS_NAME_UNRESOLVED', 'alice.eth'],
    ]);
    const resolved = new Map([['alice.eth', ALICE]]);
    const plan = parseNftList(list, { standard: 'erc721', ens: { normalize: ensNormalize, resolved }, sender: ALICE });
    // Resolved to the sender itself: refused like the written address would be.
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([[1, 'SENDER_ADDRESS']]);
    const ok = parseNftList(list, { standard: 'erc721', ens: { normalize: ensNormalize, resolved } });
    expect(ok.rows[0]).toEqual({ line: 1, to: ALICE, tokenId: 7n, amount: 1n, name: 'alice.eth' });
    expect(ok.names).toEqual([{ line: 1, written: 'alice.eth', name: 'alice.eth' }]);
  });
});
