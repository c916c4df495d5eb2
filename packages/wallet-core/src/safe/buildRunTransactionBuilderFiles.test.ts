import { describe, expect, it } from 'vitest';
import { bulkSendInterface, erc20Interface } from '../bulkSend/contractInterfaces.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { planRun } from '../bulkSend/planRun.js';
import { translate } from '../messages/translate.js';
import { buildRunTransactionBuilderFiles } from './buildRunTransactionBuilderFiles.js';
import { buildTransactionBuilderFile } from './buildTransactionBuilderFile.js';
import { SafeFileError } from './SafeFileError.js';
import { verifyTransactionBuilderChecksum } from './verifyTransactionBuilderChecksum.js';

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE';
const BULK_SEND = '0x00000000000000000000000000000000000b0145';
const TOKEN = '0x000000000000000000000000000000000000d05d';
const GENESIS = `0x${'11'.repeat(32)}` as const;
// Planning with the chain id and genesis hash given reads nothing: a provider that answers nothing proves it.
const config = createBulkSendConfig({
  provider: { request: () => Promise.reject(new Error('no reads expected')) },
  now: () => 1_700_000_000_000,
});
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    line: i + 1,
    address: `0x${(0xe0000000 + i + 1).toString(16).padStart(40, '0')}`,
    value: BigInt(i + 1) * 1_000_000n,
  }));
const plan = (token: string | null, n = 600) =>
  planRun(config, {
    sender: SAFE,
    bulkSend: BULK_SEND,
    token,
    rows: rows(n),
    chainId: 137,
    genesisHash: GENESIS,
    maxChunkSize: 200,
  });

describe('buildRunTransactionBuilderFiles', () => {
  it('one file for the run: reset, exact approval, then every chunk with its batch id for the Safe and its fee', async () => {
    const run = await plan(TOKEN);
    const quote = {
      chunks: run.chunks.map((chunk) => ({ index: chunk.index, fee: 1000n + BigInt(chunk.index) })),
      approval: { required: true, resetFirst: true },
    };
    const [part, ...more] = buildRunTransactionBuilderFiles({ run, quote, createdAt: 1_700_000_000_123 });
    expect(more).toEqual([]);
    const file = JSON.parse(JSON.stringify(part?.file));
    expect(part?.chunks).toEqual([0, 1, 2]);
    expect(file).toMatchObject({
      version: '1.0',
      chainId: '137',
      createdAt: 1_700_000_000_123,
      meta: {
        name: 'Fanout payment',
        txBuilderVersion: '1.18.3',
        createdFromSafeAddress: SAFE,
        checksum: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
    });
    expect(verifyTransactionBuilderChecksum(file)).toBe(true);
    const txs = file.transactions as { to: string; value: string; data: string }[];
    expect(txs.map((tx) => [tx.to.toLowerCase(), tx.value])).toEqual([
      [TOKEN, '0'],
      [TOKEN, '0'],
      [BULK_SEND, '1000'],
      [BULK_SEND, '1001'],
      [BULK_SEND, '1002'],
    ]);
    const approvals = txs.slice(0, 2).map((tx) => erc20Interface.decodeFunctionData('approve', tx.data));
    const total = run.lines.reduce((sum, line) => sum + line.amount, 0n);
    expect(approvals.map((args) => [args[0].toLowerCase(), args[1]])).toEqual([
      [BULK_SEND, 0n],
      [BULK_SEND, total],
    ]);
    const sends = txs.slice(2).map((tx) => bulkSendInterface.decodeFunctionData('sendErc20Packed', tx.data));
    expect(sends.map((args) => args[1])).toEqual(run.chunks.map((chunk) => chunk.batchId));
    expect(sends.map((args) => args[2].length)).toEqual([200, 200, 200]);
    // The first word is line 1: amount << 160 | recipient.
    expect(sends[0]?.[2][0]).toBe((1_000_000n << 160n) | BigInt(run.lines[0]?.address ?? 0));
  });

  it('one file per chunk, each approving exactly its own amounts (any order works), only the unpaid chunks', async () => {
    const run = await plan(TOKEN);
    const quote = {
      chunks: [1, 2].map((index) => ({ index, fee: 7n })),
      approval: { required: true, resetFirst: false },
    };
    const parts = buildRunTransactionBuilderFiles({ run, quote, split: 'chunk' });
    expect(parts.map((part) => part.chunks)).toEqual([[1], [2]]);
    expect(parts.map((part) => part.file.meta.name)).toEqual([
      'Fanout payment (chunk 2 of 3)',
      'Fanout payment (chunk 3 of 3)',
    ]);
    for (const part of parts) {
      const chunk = run.chunks[part.chunks[0] ?? -1];
      expect(part.file.transactions).toHaveLength(2);
      const [approve, send] = part.file.transactions;
      expect(erc20Interface.decodeFunctionData('approve', approve?.data ?? '0x')[1]).toBe(chunk?.total);
      expect(bulkSendInterface.decodeFunctionData('sendErc20Packed', send?.data ?? '0x')[1]).toBe(chunk?.batchId);
      expect(part.file.meta.description).toContain(chunk?.batchId);
      expect(verifyTransactionBuilderChecksum(part.file)).toBe(true);
    }
  });

  it('the native coin: no approval, each chunk carries its amounts plus the fee', async () => {
    const run = await plan(null, 300);
    const quote = { chunks: run.chunks.map((chunk) => ({ index: chunk.index, fee: 5n })), approval: null };
    const [part] = buildRunTransactionBuilderFiles({ run, quote });
    expect(part?.file.transactions.map((tx) => tx.value)).toEqual(run.chunks.map((c) => (c.total + 5n).toString()));
    const ids = part?.file.transactions.map((tx) => bulkSendInterface.decodeFunctionData('sendEthPacked', tx.data)[0]);
    expect(ids).toEqual(run.chunks.map((chunk) => chunk.batchId));
  });

  it('no approval when the allowance already covers the run; no file when nothing is left to pay', async () => {
    const run = await plan(TOKEN, 10);
    const quote = { chunks: [{ index: 0, fee: 1n }], approval: { required: false, resetFirst: false } };
    const [part] = buildRunTransactionBuilderFiles({ run, quote });
    expect(part?.file.transactions.map((tx) => tx.to.toLowerCase())).toEqual([BULK_SEND]);
    // Everything paid: no file, and no approval on its own.
    const paid = { chunks: [], approval: { required: true, resetFirst: true } };
    expect(buildRunTransactionBuilderFiles({ run, quote: paid })).toEqual([]);
    expect(buildRunTransactionBuilderFiles({ run, quote: paid, split: 'chunk' })).toEqual([]);
  });

  it('a run no block can hold (2,400 recipients, about 68M gas) is cut by gas into files each under the cap', async () => {
    const run = await plan(TOKEN, 2400);
    expect(run.chunks).toHaveLength(12);
    // About 28,300 gas a recipient: 5.66M a chunk of 200, 68M for the run.
    const quote = {
      chunks: run.chunks.map((chunk) => ({ index: chunk.index, fee: 1000n, gas: 5_660_000n })),
      approval: { required: true, resetFirst: false, gas: 46_000n },
    };
    const maxGas = 15_000_000n;
    const parts = buildRunTransactionBuilderFiles({ run, quote, maxGas });
    expect(parts.map((part) => part.chunks)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
      [10, 11],
    ]);
    // Each file approves exactly its own amounts and stays under the cap with its approval.
    for (const part of parts) {
      expect(part.calls).toHaveLength(3);
      expect(46_000n + 5_660_000n * BigInt(part.chunks.length)).toBeLessThanOrEqual(maxGas);
      const approved = erc20Interface.decodeFunctionData('approve', part.calls[0]?.data as string)[1];
      expect(approved).toBe(part.chunks.reduce((sum, index) => sum + (run.chunks[index]?.total ?? 0n), 0n));
    }
    // Without a cap (or per chunk) nothing changes; a chunk above the cap is still one batch on its own.
    expect(buildRunTransactionBuilderFiles({ run, quote })).toHaveLength(1);
    expect(buildRunTransactionBuilderFiles({ run, quote, maxGas: 1n }).map((part) => part.chunks.length)).toEqual(
      run.chunks.map(() => 1),
    );
    // A cap needs each chunk's gas.
    const noGas = { ...quote, chunks: quote.chunks.map(({ gas: _gas, ...chunk }) => chunk) };
    expect(catchError(() => buildRunTransactionBuilderFiles({ run, quote: noGas, maxGas }))).toMatchObject({
      name: 'SafeFileError',
      field: 'quote.chunks[0].gas',
    });
  });

  it('refuses a quote that names another chunk, the same chunk twice or a negative fee (SafeFileError)', async () => {
    const run = await plan(TOKEN, 10);
    const cases = [
      [{ chunks: [{ index: 3, fee: 1n }], approval: null }, 'quote.chunks[0].index'],
      [
        {
          chunks: [
            { index: 0, fee: 1n },
            { index: 0, fee: 1n },
          ],
          approval: null,
        },
        'quote.chunks[1].index',
      ],
      [{ chunks: [{ index: 0, fee: -1n }], approval: null }, 'quote.chunks[0].fee'],
    ] as const;
    for (const [quote, field] of cases) {
      const error = catchError(() => buildRunTransactionBuilderFiles({ run, quote }));
      expect(error).toBeInstanceOf(SafeFileError);
      expect(error).toMatchObject({ name: 'SafeFileError', field, messageKey: 'safeFileInvalid' });
    }
  });
});

describe('buildTransactionBuilderFile', () => {
  const call = { to: BULK_SEND as `0x${string}`, value: 1n, data: '0x1234' as `0x${string}` };
  const base = { chainId: 137, safe: SAFE, calls: [call], name: 'x' };

  it('names the field at fault for hostile input, in en and chs', () => {
    const cases: [Partial<Parameters<typeof buildTransactionBuilderFile>[0]>, string][] = [
      [{ chainId: 0 }, 'chainId'],
      [{ chainId: 1.5 }, 'chainId'],
      // A mixed-case address whose EIP-55 checksum is wrong (one letter's case flipped) is a typo, not the Safe.
      [{ safe: SAFE.replace('E', 'e') }, 'safe'],
      [{ calls: [] }, 'calls'],
      [{ calls: [{ ...call, to: '0x1234' as `0x${string}` }] }, 'calls[0].to'],
      [{ calls: [call, { ...call, value: -1n }] }, 'calls[1].value'],
      [{ calls: [{ ...call, value: 1 as unknown as bigint }] }, 'calls[0].value'],
      [{ calls: [{ ...call, data: '0x123' as `0x${string}` }] }, 'calls[0].data'],
      [{ calls: [{ ...call, data: '</script>' as `0x${string}` }] }, 'calls[0].data'],
      [{ createdAt: -1 }, 'createdAt'],
    ];
    for (const [change, field] of cases) {
      const error = catchError(() => buildTransactionBuilderFile({ ...base, ...change }));
      expect(error, field).toBeInstanceOf(SafeFileError);
      expect((error as SafeFileError).field).toBe(field);
      const { messageKey, messageParams } = error as SafeFileError;
      expect(messageKey).toBe('safeFileInvalid');
      expect(translate('en', 'safeFileInvalid', messageParams)).toContain(`${field} is not valid`);
      expect(translate('chs', 'safeFileInvalid', messageParams)).toMatch(/^无法生成 Safe 交易文件：.+无效（.*）$/);
    }
  });

  it('keeps values exact beyond 2^53 as decimal strings', () => {
    const file = buildTransactionBuilderFile({ ...base, calls: [{ ...call, value: 2n ** 255n }], createdAt: 1 });
    expect(file.transactions[0]?.value).toBe((2n ** 255n).toString());
    expect(verifyTransactionBuilderChecksum(JSON.parse(JSON.stringify(file)))).toBe(true);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
