// A 2-of-3 Safe (v1.4.1, deployed from Safe's npm artifacts) pays runs from exported Transaction Builder files on the
// local chain: executed with two owners' signatures, refused when executed again, and read back from the chain alone.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  execSafeTransaction,
  safeTransactionArgs,
  safeTransactionHash,
  safeTransactionOf,
  signSafeTransaction,
} from '@fanout/test-chain/safe-contracts';
import type { Contract, Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployNft, erc721, mint721, ownerOf } from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { SAFE_CHAIN_ID, useSafeOwners } from '../../test/safeOwners.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import type { ChainPayment } from '../bulkSend/ChainPayment.js';
import { bulkSendInterface, erc20Interface } from '../bulkSend/contractInterfaces.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { getRunReceipts } from '../bulkSend/getRunReceipts.js';
import { InvalidRunError } from '../bulkSend/InvalidRunError.js';
import { paidLinesOnChain } from '../bulkSend/paidLinesOnChain.js';
import { planRun } from '../bulkSend/planRun.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import { readRecipientPayments } from '../bulkSend/readRecipientPayments.js';
import { readSenderHistory } from '../bulkSend/readSenderHistory.js';
import { reconcileRun } from '../bulkSend/reconcileRun.js';
import { revertDataOf } from '../bulkSend/revertDataOf.js';
import { erc721Asset } from '../bulkSendNft/erc721Asset.js';
import { buildRunTransactionBuilderFiles } from './buildRunTransactionBuilderFiles.js';
import { readSafeGasCap } from './readSafeGasCap.js';
import { readSafeRecipientPayments } from './readSafeRecipientPayments.js';
import { resolveSafeRecipients } from './resolveSafeRecipients.js';
import { SAFE_BLOCK_GAS_PERCENT } from './SAFE_BLOCK_GAS_PERCENT.js';
import type { TransactionBuilderFile } from './TransactionBuilderFile.js';
import { verifyTransactionBuilderChecksum } from './verifyTransactionBuilderChecksum.js';

const env = useEngineChain();
const example = new URL('../../examples/safe-file-node.mjs', import.meta.url);
const CHAIN_ID = SAFE_CHAIN_ID;
// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll), not a React hook.
const { fundedSafe, owners: safeOwners } = useSafeOwners(env);

const config = () => createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: CHAIN_ID });

/** The member's list: `n` fresh recipients, amounts 1.000001, 2.000002… (6 decimals). */
const rowsOf = (n: number, salt: number) =>
  freshAddresses(n, salt).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1_000_001n }));

/** As the member downloads it, and as the Builder reads it back (text in, checksum checked). */
const exported = (file: TransactionBuilderFile) => JSON.parse(JSON.stringify(file, null, 2)) as TransactionBuilderFile;

/** Imports the file the Builder's way, signs with two of the three owners and executes (owner 1 pays the gas). */
async function executeFile(safe: Contract, file: TransactionBuilderFile, gasLimit?: bigint, safeTxGas = 0n) {
  expect(verifyTransactionBuilderChecksum(file)).toBe(true);
  const address = await safe.getAddress();
  expect(file.chainId).toBe(String(CHAIN_ID));
  expect(file.meta.createdFromSafeAddress).toBe(address);
  const nonce = (await safe.getFunction('nonce')()) as bigint;
  const tx = { ...safeTransactionOf(file.transactions, nonce), safeTxGas };
  // The hash the owners sign is the Safe's own.
  expect(await safe.getFunction('getTransactionHash')(...safeTransactionArgs(tx), tx.nonce)).toBe(
    safeTransactionHash(address, CHAIN_ID, tx),
  );
  const owners = safeOwners();
  const signatures = await signSafeTransaction(address, CHAIN_ID, tx, [owners[2] as Wallet, owners[0] as Wallet]);
  return { tx, sent: await execSafeTransaction(safe, owners[0] as Wallet, tx, signatures, gasLimit) };
}

/**
 * Executes the file again with a gas limit (no estimate first, as a wallet would send it) and returns the chain's
 * refusal: the node reverts the Safe transaction ('GS013': the Safe's call failed, and with no safeTxGas and no refund
 * the whole transaction reverts, the nonce unused).
 */
async function refusal(safe: Contract, file: TransactionBuilderFile): Promise<string> {
  try {
    const { sent } = await executeFile(safe, file, 25_000_000n);
    const receipt = await sent.wait();
    return `executed with status ${receipt?.status}`;
  } catch (error) {
    return String((error as Error).message);
  }
}

async function tokenBalances(addresses: readonly string[]) {
  return Promise.all(addresses.map((a) => env.tokenBalance(a)));
}

/** The Safe's run as a new device sees it from the chain alone: history read, recipients resolved, lines matched. */
async function paidFromChain(run: BulkSendRun, since: number) {
  const history = await readSenderHistory(config(), {
    bulkSend: run.bulkSend,
    sender: run.sender,
    token: run.token,
    since,
  });
  expect(history.complete).toBe(true);
  const payments = await resolveSafeRecipients(config(), {
    payments: history.payments,
    safe: run.sender,
    bulkSend: run.bulkSend,
  });
  return { history, payments, lines: paidLinesOnChain(run, payments) };
}

describe('paying from a Safe with a Transaction Builder file', () => {
  it('an ERC-20 run of 600 recipients: one file (approval + 3 chunks through MultiSendCallOnly), paid once, read back', async () => {
    const since = Date.now() - 60_000;
    const rows = rowsOf(600, 31);
    const total = rows.reduce((sum, row) => sum + row.value, 0n);
    const safe = await fundedSafe(total, 10n ** 18n);
    const address = (await safe.getAddress()) as `0x${string}`;
    const run = await planRun(config(), {
      sender: address,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
    });
    expect(run.chunks.map((c) => c.count)).toEqual([200, 200, 200]);
    const quote = await quoteRun(config(), { run });
    expect(quote.approval).toMatchObject({ required: true, resetFirst: false, amount: total });
    expect(quote.shortfall).toEqual({ token: 0n, native: 0n });

    const [part, ...others] = buildRunTransactionBuilderFiles({ run, quote });
    expect(others).toEqual([]);
    const file = exported(part?.file as TransactionBuilderFile);
    expect(file.transactions).toHaveLength(4);

    const coinBefore = await env.coinBalance(address);
    const { sent } = await executeFile(safe, file);
    const receipt = await sent.wait();
    expect(receipt?.status).toBe(1);
    console.log(`Safe execTransaction, approval + 600 ERC-20 recipients in 3 chunks: ${receipt?.gasUsed} gas`);
    expect(await tokenBalances(rows.map((r) => r.address))).toEqual(rows.map((r) => r.value));
    expect(await env.tokenBalance(address)).toBe(0n);
    expect(await env.allowance(address, env.chain.bulkSend)).toBe(0n);
    // The Safe paid exactly the quoted operator fees in the coin (the executor paid the gas).
    expect(coinBefore - (await env.coinBalance(address))).toBe(quote.fee);
    expect(await safe.getFunction('nonce')()).toBe(1n);
    // The run's summary: the one Safe transaction's gas (not once per chunk) and the fees its BatchSent events recorded.
    const { summary } = getRunReceipts(await reconcileRun(config(), { run }));
    expect(summary).toMatchObject({ chunksPaid: 3, fees: quote.fee, gasUsed: receipt?.gasUsed });
    expect(summary.networkCost).toBe((receipt?.gasUsed ?? 0n) * (receipt?.gasPrice ?? 0n));
    expect(quote.fee).toBeGreaterThan(0n);

    // The same file again (new nonce, two signatures): the chain refuses it and nobody is paid twice.
    await expect(refusal(safe, file)).resolves.toMatch(/GS013/);
    expect(await tokenBalances(rows.map((r) => r.address))).toEqual(rows.map((r) => r.value));
    expect(await safe.getFunction('nonce')()).toBe(1n);
    const [first] = run.chunks;
    // GS013 is the Safe saying its call failed; the call itself is refused by BulkSend as a batch already sent.
    const revert = await env
      .request('eth_call', [{ from: address, to: run.bulkSend, data: file.transactions[1]?.data, value: '0x1' }])
      .then(() => null, revertDataOf);
    expect(revert).toBeTypeOf('string');
    const decoded = bulkSendInterface.parseError(revert as string);
    expect(decoded?.name).toBe('BatchAlreadySent');
    expect(decoded?.args.map(String)).toEqual([address, first?.batchId]);

    // A new device: the history reader alone cannot name recipients of calls made inside a Safe transaction...
    const { history, lines } = await paidFromChain(run, since);
    expect(history.payments.map((p) => [p.batchId, p.hash, p.recipients])).toEqual(
      run.chunks.map((c) => [c.batchId, receipt?.hash, null]),
    );
    expect(paidLinesOnChain(run, history.payments)).toEqual([]);
    // ...resolved through the Safe's calldata, every line is reported paid, with its amount and transaction.
    expect(lines.map((l) => [l.line, l.paidAmount, l.hash])).toEqual(rows.map((r) => [r.line, r.value, receipt?.hash]));
    // Only what the Safe's calldata vouches for: another batch id, another token or another Safe stays unknown.
    const [payment] = history.payments as [ChainPayment];
    const unknown = await resolveSafeRecipients(config(), {
      payments: [
        { ...payment, batchId: `0x${'01'.repeat(32)}` },
        { ...payment, token: null },
      ],
      safe: address,
      bulkSend: run.bulkSend,
    });
    expect(unknown.map((p) => p.recipients)).toEqual([null, null]);
    const elsewhere = await resolveSafeRecipients(config(), {
      payments: [payment],
      safe: env.chain.accounts[1]?.address as string,
      bulkSend: run.bulkSend,
    });
    expect(elsewhere.map((p) => p.recipients)).toEqual([null]);
    // A chain whose BulkSend is newer (v3) than the one this Safe paid through (v2): given every BulkSend the history
    // was read from, the older one's calls are read too (the Tool gave only the newest, and named them unreadable).
    const newer = `0x${'b3'.repeat(20)}`;
    const [throughOlder] = await resolveSafeRecipients(config(), {
      payments: [payment],
      safe: address,
      bulkSend: [newer, run.bulkSend],
    });
    expect(throughOlder?.recipients?.map((r) => [r.address.toLowerCase(), r.amount])).toEqual(
      rows.slice(0, run.chunks[0]?.count).map((r) => [r.address.toLowerCase(), r.value]),
    );
    const [newestOnly] = await resolveSafeRecipients(config(), {
      payments: [payment],
      safe: address,
      bulkSend: [newer],
    });
    expect(newestOnly?.recipients).toBeNull();
    // The engine plans the same list for the Safe again and finds every chunk recorded on chain: nothing to pay.
    const replanned = await planRun(config(), {
      sender: address,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
    });
    expect(replanned.chunks.map((c) => c.batchId)).toEqual(run.chunks.map((c) => c.batchId));
    const requote = await quoteRun(config(), { run: replanned });
    expect(requote.alreadyPaid).toEqual([0, 1, 2]);
    expect(requote.chunks).toEqual([]);
    // 6–20 s measured; the margin is for a machine shared with other test runs.
  }, 120_000);

  it('a native-coin run split per chunk: each file is one direct call, any order, a repeat refused', async () => {
    const since = Date.now() - 60_000;
    const rows = rowsOf(300, 32).map((row) => ({ ...row, value: row.value * 10n ** 6n }));
    const total = rows.reduce((sum, row) => sum + row.value, 0n);
    const safe = await fundedSafe(0n, total + 10n ** 18n);
    const address = (await safe.getAddress()) as `0x${string}`;
    const run = await planRun(config(), { sender: address, bulkSend: env.chain.bulkSend, token: null, rows });
    const quote = await quoteRun(config(), { run });
    const parts = buildRunTransactionBuilderFiles({ run, quote, split: 'chunk' });
    expect(parts.map((p) => [p.chunks, p.file.transactions.length])).toEqual([
      [[0], 1],
      [[1], 1],
    ]);
    const [first, second] = parts.map((p) => exported(p.file));
    const hashes: string[] = [];
    for (const file of [second, first] as TransactionBuilderFile[]) {
      const { sent } = await executeFile(safe, file);
      hashes.push((await sent.wait())?.hash as string);
    }
    const balances = () => Promise.all(rows.map((r) => env.coinBalance(r.address)));
    expect(await balances()).toEqual(rows.map((r) => r.value));

    await expect(refusal(safe, second as TransactionBuilderFile)).resolves.toMatch(/GS013/);
    expect(await balances()).toEqual(rows.map((r) => r.value));
    // With a safeTxGas (older Safes, or set by hand) the Safe records the failure and uses up the nonce instead of
    // reverting: still nobody is paid twice.
    const recorded = await (
      await executeFile(safe, second as TransactionBuilderFile, 6_000_000n, 5_000_000n)
    ).sent.wait();
    expect(recorded?.status).toBe(1);
    expect(
      recorded?.logs.map((log: { topics: string[]; data: string }) => safe.interface.parseLog(log)?.name),
    ).toContain('ExecutionFailure');
    expect(await safe.getFunction('nonce')()).toBe(3n);
    expect(await balances()).toEqual(rows.map((r) => r.value));

    const { lines } = await paidFromChain(run, since);
    const [chunk0, chunk1] = run.chunks;
    expect(lines.map((l) => [l.line, l.paidAmount, l.hash])).toEqual(
      rows.map((r, i) => [r.line, r.value, i < (chunk0?.count ?? 0) ? hashes[1] : hashes[0]]),
    );
    expect(chunk1?.count).toBe(150);

    // Another member's check of the same list (what its recipients received from any sender): the Safe's coin
    // payments came through execTransaction, so the calldata of a direct call names nobody (unread)...
    const recipients = rows.map((r) => r.address);
    const read = await readRecipientPayments(config(), { bulkSend: run.bulkSend, token: null, recipients, since });
    expect(read.payments).toEqual([]);
    expect(read.unread.map((u) => [u.sender, u.hash])).toEqual([
      [address, hashes[0]],
      [address, hashes[1]],
    ]);
    // ...and the Safe's own calldata names every line paid, with its amount and transaction; nothing left unread.
    const safeRead = await readSafeRecipientPayments(config(), {
      unread: read.unread,
      bulkSend: run.bulkSend,
      recipients,
    });
    expect(safeRead.unread).toEqual([]);
    const byRecipient = new Map(
      safeRead.payments.map((p) => [p.recipient.toLowerCase(), [p.amount, p.hash, p.sender]]),
    );
    expect(rows.map((r) => byRecipient.get(r.address.toLowerCase()))).toEqual(
      rows.map((r, i) => [r.value, i < (chunk0?.count ?? 0) ? hashes[1] : hashes[0], address]),
    );
    // A payment whose transaction is not its sender's own (here: named for another sender) stays unread.
    const other = {
      ...(read.unread[0] as (typeof read.unread)[number]),
      sender: env.chain.accounts[1]?.address as `0x${string}`,
    };
    expect(
      (await readSafeRecipientPayments(config(), { unread: [other], bulkSend: run.bulkSend, recipients })).unread,
    ).toEqual([other]);
  }, 60_000);

  it('an ERC-721 run: one file with setApprovalForAll and the NFT sends, every token held by its recipient', async () => {
    const deployer = env.chain.accounts[0]?.address as string;
    const safe = await fundedSafe(0n, 10n ** 18n);
    const address = (await safe.getAddress()) as `0x${string}`;
    const collection = await deployNft(env.rpc, deployer, 'erc721');
    await mint721(env.rpc, deployer, collection, address, 1n, 4);
    const to = freshAddresses(4, 33);
    const nft = createBulkSendConfig({
      provider: env.rpc,
      reader: env.rpc,
      chainId: CHAIN_ID,
      assets: [...BULK_SEND_DEFAULT_ASSETS, erc721Asset],
    });
    const run = await planRun(nft, {
      sender: address,
      bulkSend: env.chain.bulkSend,
      token: collection,
      standard: 'erc721',
      rows: to.map((recipient, i) => ({ line: i + 1, to: recipient, tokenId: BigInt(i + 1), amount: 1n })),
      maxChunkSize: 2,
    });
    const quote = await quoteRun(nft, { run });
    // Without the NFT assets no file is made at all (never an ERC-20 approve of a collection).
    expect(() => buildRunTransactionBuilderFiles({ run, quote })).toThrow(InvalidRunError);
    const [part, ...more] = buildRunTransactionBuilderFiles({ run, quote, assets: nft.assets });
    expect(more).toEqual([]);
    const calls = part?.file.transactions.map((tx) => [tx.to.toLowerCase(), tx.data?.slice(0, 10)]);
    expect(calls).toEqual([
      [collection.toLowerCase(), erc721.getFunction('setApprovalForAll')?.selector],
      [env.chain.bulkSend.toLowerCase(), bulkSendInterface.getFunction('sendErc721Packed')?.selector],
      [env.chain.bulkSend.toLowerCase(), bulkSendInterface.getFunction('sendErc721Packed')?.selector],
    ]);
    const { sent } = await executeFile(safe, exported(part?.file as TransactionBuilderFile));
    expect((await sent.wait())?.status).toBe(1);
    expect(await Promise.all(to.map((_, i) => ownerOf(env.rpc, collection, BigInt(i + 1))))).toEqual(
      to.map((recipient) => recipient.toLowerCase()),
    );
  });

  it('readSafeGasCap: half the gas limit of the latest block, the most one Safe transaction of a run takes', async () => {
    const block = (await env.request('eth_getBlockByNumber', ['latest', false])) as { gasLimit: string };
    expect(await readSafeGasCap(config())).toBe((BigInt(block.gasLimit) * SAFE_BLOCK_GAS_PERCENT) / 100n);
    expect(SAFE_BLOCK_GAS_PERCENT).toBe(50n);
  });

  it('examples/safe-file-node.mjs (the README example) writes a file this Safe executes: three recipients paid', async () => {
    const safe = await fundedSafe(6_000_000n, 10n ** 18n);
    const address = await safe.getAddress();
    const outDir = mkdtempSync(join(tmpdir(), 'fanout-safe-'));
    const { stdout } = await promisify(execFile)(process.execPath, [example.pathname], {
      env: {
        ...process.env,
        RPC_URL: env.chain.rpcUrl,
        BULK_SEND: env.chain.bulkSend,
        BULK_SEND_VERSION: env.chain.bulkSendVersion,
        TOKEN: env.chain.demoToken,
        SAFE: address,
        OUT_DIR: outDir,
      },
      timeout: 30_000,
    });
    expect(stdout).toMatch(/^1 chunk\(s\) to pay, fees \d+ wei, approve 6000000$/m);
    const written = [...stdout.matchAll(/^wrote (.+): 2 transaction\(s\), checksum ok$/gm)].map((m) => m[1]);
    expect(written).toHaveLength(1);
    const file = JSON.parse(readFileSync(written[0] as string, 'utf8')) as TransactionBuilderFile;
    rmSync(outDir, { recursive: true, force: true });
    expect(file.meta.name).toBe('Fanout payment "November grants"');
    expect((await (await executeFile(safe, file)).sent.wait())?.status).toBe(1);
    const recipients = [1, 2, 3].map((n) => `0x${(0xe1000000 + n).toString(16).padStart(40, '0')}`);
    expect(await tokenBalances(recipients)).toEqual([1_000_000n, 2_000_000n, 3_000_000n]);
  }, 60_000);

  it('the example is exactly the code the README shows', () => {
    const text = readFileSync(example, 'utf8');
    const body = text.slice(text.indexOf('\n\n') + 2);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`js\n${body}\`\`\``);
  });
});
