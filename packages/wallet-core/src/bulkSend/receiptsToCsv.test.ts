import { describe, expect, it } from 'vitest';
import type { BulkSendRun } from './BulkSendRun.js';
import { receiptsToCsv } from './receiptsToCsv.js';
import { receiptsToJson } from './receiptsToJson.js';

const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const HASH = `0x${'ab'.repeat(32)}` as const;

/** A finished two-line NFT run as the engine stores it (the export is a pure function of this data). */
function nftRun(standard: 'erc721' | 'erc1155'): BulkSendRun {
  const amounts = standard === 'erc721' ? [1n, 1n] : [3n, 2n];
  return {
    version: 1,
    id: `0x${'01'.repeat(32)}`,
    chainId: 31337,
    genesisHash: `0x${'02'.repeat(32)}`,
    bulkSend: '0x52908400098527886E0F7030069857D2E4169EE7',
    sender: '0xde709f2102306220921060314715629080e2fb77',
    token: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    standard,
    label: '',
    lines: [
      { line: 2, address: ALICE, amount: amounts[0] as bigint, tokenId: 7n },
      {
        line: 3,
        address: BOB,
        amount: amounts[1] as bigint,
        tokenId: 115792089237316195423570985008687907853269984665640564039457584007913129639935n,
      },
    ],
    chunks: [
      {
        index: 0,
        start: 0,
        count: 2,
        total: (amounts[0] as bigint) + (amounts[1] as bigint),
        batchId: `0x${'03'.repeat(32)}`,
        status: 'confirmed',
        attempts: [{ requestedAt: 1, nonce: 0, hash: HASH }],
        receipt: {
          hash: HASH,
          blockNumber: 12n,
          blockHash: `0x${'04'.repeat(32)}`,
          gasUsed: 90_000n,
          effectiveGasPrice: 1n,
          success: true,
        },
        finality: 'final',
      },
    ],
    approvals: [],
    status: 'finished',
    createdAt: 0,
    updatedAt: 0,
  };
}

describe('receipts of an NFT run', () => {
  it('ERC-721: the CSV says which token id went to whom', () => {
    const lines = receiptsToCsv(nftRun('erc721')).split('\r\n');
    expect(lines[0]).toBe('line,address,name,tokenId,chunk,batchId,txHash,block,status,finality');
    expect(lines[1]).toBe(`2,${ALICE},,7,1,0x${'03'.repeat(32)},${HASH},12,paid,final`);
    expect(lines[2]).toContain(
      `3,${BOB},,115792089237316195423570985008687907853269984665640564039457584007913129639935,1,`,
    );
    expect(lines).toContain('standard,erc721');
  });

  it('ERC-1155: the CSV has the token id and how many of it each line sent', () => {
    const lines = receiptsToCsv(nftRun('erc1155')).split('\r\n');
    expect(lines[0]).toBe('line,address,name,tokenId,amount,chunk,batchId,txHash,block,status,finality');
    expect(lines[1]).toMatch(new RegExp(`^2,${ALICE},,7,3,1,`));
    expect(lines[2]).toMatch(new RegExp(`^3,${BOB},,\\d{78},2,1,`));
  });

  it('JSON rows carry the token id (decimal string) and amount; the summary names the standard', () => {
    const json = JSON.parse(receiptsToJson(nftRun('erc1155')));
    expect(json.rows[0]).toMatchObject({ line: 2, address: ALICE, tokenId: '7', amount: '3', status: 'paid' });
    expect(json.summary.standard).toBe('erc1155');
  });

  it('a token run keeps its columns (no token id)', () => {
    const run = nftRun('erc721');
    delete run.standard;
    for (const line of run.lines) delete line.tokenId;
    expect(receiptsToCsv(run).split('\r\n')[0]).toBe(
      'line,address,name,amount,chunk,batchId,txHash,block,status,finality',
    );
  });
});

describe('receipts of a run whose list named recipients by ENS name', () => {
  it('the CSV and JSON give each line its name beside the address it was frozen to (empty for an address line)', () => {
    const run = nftRun('erc1155');
    delete run.standard;
    run.decimals = 0;
    for (const line of run.lines) delete line.tokenId;
    (run.lines[0] as BulkSendRun['lines'][number]).name = 'alice.eth';
    const lines = receiptsToCsv(run).split('\r\n');
    expect(lines[0]).toBe('line,address,name,amount,chunk,batchId,txHash,block,status,finality');
    expect(lines[1]).toMatch(new RegExp(`^2,${ALICE},alice\\.eth,3,1,`));
    expect(lines[2]).toMatch(new RegExp(`^3,${BOB},,2,1,`));
    const json = JSON.parse(receiptsToJson(run));
    expect(json.rows.map((row: { name: string }) => row.name)).toEqual(['alice.eth', '']);
  });
});

describe('receipts with the member’s address-book names (issue 38)', () => {
  const nameOf = (address: string) => (address.toLowerCase() === ALICE.toLowerCase() ? 'Alice, payroll' : undefined);

  it('CSV: a name column after the address, empty for an unnamed recipient', () => {
    const lines = receiptsToCsv(nftRun('erc721'), { nameOf }).split('\r\n');
    expect(lines[0]).toBe('line,address,name,tokenId,chunk,batchId,txHash,block,status,finality');
    expect(lines[1]).toMatch(new RegExp(`^2,${ALICE},"Alice, payroll",7,1,`));
    expect(lines[2]).toMatch(new RegExp(`^3,${BOB},,\\d{78},1,`));
  });

  it('JSON: the named rows carry their name', () => {
    const json = JSON.parse(receiptsToJson(nftRun('erc721'), { nameOf }));
    expect(json.rows[0]).toMatchObject({ address: ALICE, name: 'Alice, payroll' });
    // Every row has a name (the ENS name, else the book's); one the book does not know is empty.
    expect(json.rows[1]).toMatchObject({ name: '' });
  });
});
