// Recipients nobody can spend from: refused by line, with the reason, in token and NFT lists (issue 38).
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { batchCoreMessages } from '../messages/batchCoreMessages.js';
import { parseNftList } from '../nftLists/parseNftList.js';
import { parseSafeAirdropCsv } from '../nftLists/parseSafeAirdropCsv.js';
import { parseRecipients } from '../recipients/parseRecipients.js';
import { UNSPENDABLE_ADDRESSES } from './UNSPENDABLE_ADDRESSES.js';
import { unspendableProblemOf } from './unspendableProblemOf.js';

const GOOD = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TOKEN = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';
const BULK_SEND = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const SENDER = '0x52908400098527886E0F7030069857D2E4169EE7';
const ECRECOVER = '0x0000000000000000000000000000000000000001';

describe('addresses nobody can spend from', () => {
  it('a token list refuses a precompile line (it was accepted), naming the line and the reason', () => {
    const plan = parseRecipients(`address,amount\n${GOOD},1\n${ECRECOVER},2`, { decimals: 6 });
    expect(plan.ok).toBe(false);
    expect(plan.errors).toEqual([
      expect.objectContaining({ code: 'PRECOMPILE_ADDRESS', line: 3, column: 1, value: ECRECOVER }),
    ]);
    expect(plan.errors[0]?.message).toContain('ecrecover');
    expect(plan.rows.map((row) => row.line)).toEqual([2]);
  });

  it('refuses every precompile from 0x01 to 0x11 and 0x100, and not 0x12 or 0x101', () => {
    const hex = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    const lines = [...Array.from({ length: 0x11 }, (_, i) => hex(i + 1)), hex(0x100), hex(0x12), hex(0x101)];
    const plan = parseRecipients(lines.map((address) => `${address},1`).join('\n'), { decimals: 0 });
    expect(plan.errors.map((e) => e.line)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(new Set(plan.errors.map((e) => e.code))).toEqual(new Set(['PRECOMPILE_ADDRESS']));
    expect(plan.rows.map((row) => row.line)).toEqual([19, 20]);
  });

  it('refuses the listed burn addresses in any letter case', () => {
    const text = '0x000000000000000000000000000000000000dead,1\n0xDEAD000000000000000042069420694206942069,1';
    const plan = parseRecipients(text, { decimals: 0 });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'BURN_ADDRESS'],
      [2, 'BURN_ADDRESS'],
    ]);
  });

  it("refuses the token's own contract and BulkSend when the options name them", () => {
    const text = `${GOOD},1\n${TOKEN.toLowerCase()},1\n${BULK_SEND},1`;
    expect(parseRecipients(text, { decimals: 6 }).ok).toBe(true);
    const plan = parseRecipients(text, { decimals: 6, token: TOKEN, bulkSend: BULK_SEND.toLowerCase() });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'TOKEN_CONTRACT'],
      [3, 'BULKSEND_CONTRACT'],
    ]);
    expect(() => parseRecipients(text, { decimals: 6, token: 'USDT' })).toThrow(InvalidOptionError);
  });

  it('an NFT list refuses the sender itself, the collection, BulkSend and a precompile', () => {
    const text = `${GOOD},1\n${SENDER},2\n${TOKEN},3\n${BULK_SEND},4\n${ECRECOVER},5`;
    const plan = parseNftList(text, { standard: 'erc721', token: TOKEN, bulkSend: BULK_SEND, sender: SENDER });
    expect(plan.errors.map((e) => [e.line, e.code, e.params.address])).toEqual([
      [2, 'SENDER_ADDRESS', SENDER],
      [3, 'TOKEN_CONTRACT', TOKEN],
      [4, 'BULKSEND_CONTRACT', BULK_SEND],
      [5, 'PRECOMPILE_ADDRESS', ECRECOVER],
    ]);
    // A token list does not refuse the sender: paying oneself moves nothing but loses nothing.
    expect(parseRecipients(`${SENDER},1`, { decimals: 0 }).ok).toBe(true);
  });

  it('a Safe CSV Airdrop file refuses a precompile or burn receiver and a line paying its own token contract', () => {
    const csv = [
      'token_type,token_address,receiver,amount,id',
      `erc20,${TOKEN},${GOOD},1,`,
      `erc20,${TOKEN},${ECRECOVER},1,`,
      `erc20,${TOKEN},${TOKEN.toLowerCase()},1,`,
      `erc721,${BULK_SEND},0x000000000000000000000000000000000000dEaD,,7`,
    ].join('\n');
    const plan = parseSafeAirdropCsv(csv, { decimals: { [TOKEN]: 6 } });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'PRECOMPILE_ADDRESS'],
      [4, 'TOKEN_CONTRACT'],
      [5, 'BURN_ADDRESS'],
    ]);
  });

  it('unspendableProblemOf gives the same answer for one address', () => {
    expect(unspendableProblemOf(ECRECOVER)).toBe('PRECOMPILE_ADDRESS');
    expect(unspendableProblemOf(SENDER, { sender: SENDER })).toBeUndefined();
    expect(unspendableProblemOf(SENDER, { sender: SENDER, nft: true })).toBe('SENDER_ADDRESS');
    expect(unspendableProblemOf(GOOD)).toBeUndefined();
    expect(unspendableProblemOf('not an address')).toBeUndefined();
  });

  it('the list holds checksummed addresses and every reason has a text', () => {
    for (const { address } of UNSPENDABLE_ADDRESSES) expect(toChecksumAddress(address)).toBe(address);
    for (const code of [
      'PRECOMPILE_ADDRESS',
      'BURN_ADDRESS',
      'TOKEN_CONTRACT',
      'BULKSEND_CONTRACT',
      'SENDER_ADDRESS',
    ]) {
      expect(batchCoreMessages.en[code as keyof typeof batchCoreMessages.en]).toContain('{{address}}');
    }
  });
});
