// The preview's parse of name lines with what was read (readPlan with an EnsRequest), and each name line's issue in the
// Tool's words (refineEnsIssues), with the answers wallet-core's resolveEnsNames gives (its error classes).

import type { RecipientPlan } from '@fanout/batch-core';
import type { EnsResolution } from '@fanout/wallet-core/ens';
import { EnsNameInvalidError, EnsNoChainAddressError, EnsNoResolverError, EnsReadError } from '@fanout/wallet-core/ens';
import { describe, expect, it } from 'vitest';
import { chs } from '../transfer/i18n/chs.js';
import { en } from '../transfer/i18n/en.js';
import { issueTextKey } from '../transfer/issueTextKey.js';
import { readPlan } from '../transfer/readPlan.js';
import type { EnsRequest } from './EnsRequest.js';
import { type EnsIssueContext, refineEnsIssues } from './refineEnsIssues.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const CAROL = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const LIST = ['Alice.ETH,1', `${CAROL},2`, 'bob.eth,3', 'nobody.eth,4', 'slow.eth,5', 'bad..eth,6'].join('\n');
const ok = (input: string, name: string, address: `0x${string}`): EnsResolution => ({
  ok: true,
  input,
  name,
  address,
  coinType: 0x80000089,
  primaryName: name,
  reverseMatches: true,
});
const ANSWERS = new Map<string, EnsResolution>([
  ['Alice.ETH', ok('Alice.ETH', 'alice.eth', ALICE)],
  [
    'bob.eth',
    {
      ok: false,
      input: 'bob.eth',
      name: 'bob.eth',
      error: new EnsNoChainAddressError('bob.eth', 137, 0x80000089, 'no record of this coin type'),
    },
  ],
  [
    'nobody.eth',
    { ok: false, input: 'nobody.eth', name: 'nobody.eth', error: new EnsNoResolverError('nobody.eth', ALICE) },
  ],
  [
    'slow.eth',
    { ok: false, input: 'slow.eth', name: 'slow.eth', error: new EnsReadError('slow.eth', 'eth_call', new Error('x')) },
  ],
  [
    'bad..eth',
    { ok: false, input: 'bad..eth', name: null, error: new EnsNameInvalidError('bad..eth', new Error('empty label')) },
  ],
]);
/** What useEnsRequest makes of the answers. */
const REQUEST: EnsRequest = {
  normalised: new Map<string, string | { invalid: string }>([
    ['Alice.ETH', 'alice.eth'],
    ['bob.eth', 'bob.eth'],
    ['nobody.eth', 'nobody.eth'],
    ['slow.eth', 'slow.eth'],
    ['bad..eth', { invalid: 'empty label' }],
  ]),
  resolved: new Map<string, string | null>([
    ['alice.eth', ALICE],
    ['bob.eth', null],
    ['nobody.eth', null],
  ]),
};
const context = (extra: Partial<EnsIssueContext> = {}): EnsIssueContext => ({
  configured: true,
  answers: ANSWERS,
  failed: false,
  chain: 'Polygon',
  ...extra,
});
/** A coin list's plan read with `request` (readPlan always gives one for a coin list). */
function recipients(text: string, request: EnsRequest | null): RecipientPlan {
  const { plan } = readPlan(text, 6, false, null, {}, request);
  if (!plan) throw new Error('no plan');
  return plan;
}
const codes = (issues: readonly { code: string; line: number }[]) => issues.map((one) => `${one.line}:${one.code}`);

describe('ENS names in the preview', () => {
  it('a name pays the address it resolved to, under its normalised name; the others are refused by line, in the Tool’s words', () => {
    const plan = refineEnsIssues(recipients(LIST, REQUEST), context());
    expect(plan.rows.map((row) => [row.line, row.address, row.name])).toEqual([
      [1, ALICE, 'alice.eth'],
      [2, CAROL, undefined],
    ]);
    expect(codes(plan.errors)).toEqual([
      '3:ENS_NO_CHAIN_ADDRESS',
      '4:ENS_NO_RESOLVER',
      '5:ENS_READ_FAILED',
      '6:INVALID_ENS_NAME',
    ]);
    const bob = plan.errors[0] as { value?: string; params?: Record<string, string> };
    expect(bob.params).toEqual({ chain: 'Polygon' });
    expect(bob.value).toBe('bob.eth');
    for (const issue of plan.errors) {
      expect(en[issueTextKey(issue.code)]).toBeTypeOf('string');
      expect(chs[issueTextKey(issue.code)]).toBeTypeOf('string');
    }
  });

  it('an NFT list reads names the same way', () => {
    const { nft } = readPlan('alice.eth,7\nbob.eth,8', 0, false, 'erc721', {}, REQUEST);
    if (!nft) throw new Error('no NFT plan');
    expect(nft.rows.map((row) => [row.to, row.name])).toEqual([[ALICE, 'alice.eth']]);
    expect(codes(refineEnsIssues(nft, context()).errors)).toEqual(['2:ENS_NO_CHAIN_ADDRESS']);
  });

  it('names not read yet stay unresolved; a failed read says so; without ENS configured every name says that', () => {
    const unread = recipients(LIST, { normalised: new Map(), resolved: new Map() });
    expect(unread.rows).toHaveLength(1);
    const none = new Map<string, EnsResolution>();
    expect(codes(refineEnsIssues(unread, context({ answers: none })).errors)).toEqual([
      '1:ENS_NAME_UNRESOLVED',
      '3:ENS_NAME_UNRESOLVED',
      '4:ENS_NAME_UNRESOLVED',
      '5:ENS_NAME_UNRESOLVED',
      '6:ENS_NAME_UNRESOLVED',
    ]);
    expect(codes(refineEnsIssues(unread, context({ answers: none, failed: true })).errors)[0]).toBe(
      '1:ENS_READ_FAILED',
    );
    const off = recipients(LIST, null);
    expect(new Set(refineEnsIssues(off, context({ configured: false })).errors.map((one) => one.code))).toEqual(
      new Set(['ENS_NOT_CONFIGURED']),
    );
  });

  it('a list without names is left as it is', () => {
    const plan = recipients(`${CAROL},2`, REQUEST);
    expect(refineEnsIssues(plan, context())).toBe(plan);
  });
});
