// ERC-721 and ERC-1155 runs through the engine on the local chain (BulkSend's NFT sends, OpenZeppelin tokens from
// @fanout/contracts): the standard detected by ERC-165, every line's holding checked before anything is signed (the
// lines named), the approval as setApprovalForAll, the cheapest entry point per chunk, exactly once across a refused
// signature and a new session, the chain-as-ledger check per token id, and the approval revoked afterwards.
import { describe, expect, it } from 'vitest';
import {
  approvedForAll,
  balance1155,
  deployNft,
  deployNftWallet,
  deployRejectingWallet,
  erc721,
  mint721,
  mint1155,
  ownerOf,
} from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet, registerChunkSelectors, type WalletFault } from '../../test/faultyWallet.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { bulkSendInterface } from '../bulkSend/contractInterfaces.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { createMemoryRunStorage } from '../bulkSend/createMemoryRunStorage.js';
import { eip1193Sender } from '../bulkSend/eip1193Sender.js';
import { getRunReceipts } from '../bulkSend/getRunReceipts.js';
import { InvalidRunError } from '../bulkSend/InvalidRunError.js';
import { paidLinesOnChain } from '../bulkSend/paidLinesOnChain.js';
import { type PlanRunRow, planRun } from '../bulkSend/planRun.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import type { RunSender, RunSubmission } from '../bulkSend/RunSender.js';
import type { RunStorage } from '../bulkSend/RunStorage.js';
import { readSenderHistory } from '../bulkSend/readSenderHistory.js';
import { revokeApproval } from '../bulkSend/revokeApproval.js';
import { sendRun } from '../bulkSend/sendRun.js';
import { simulateChunk } from '../bulkSend/simulateChunk.js';
import { TokensNotHeldError } from '../bulkSend/TokensNotHeldError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { detectToken } from './detectToken.js';
import { erc721Asset } from './erc721Asset.js';
import { erc1155Asset } from './erc1155Asset.js';

const NFT_SENDS = ['sendErc721Packed', 'sendErc721', 'sendErc1155Uniform', 'sendErc1155Packed', 'sendErc1155'];
registerChunkSelectors(NFT_SENDS.map((name) => bulkSendInterface.getFunction(name)?.selector ?? ''));

const env = useEngineChain();
const deployer = () => env.chain.accounts[0]?.address as `0x${string}`;
const sender = () => env.chain.accounts[1]?.address as `0x${string}`;
const other = () => env.chain.accounts[2]?.address as `0x${string}`;

function engine(
  options: { faults?: Record<number, WalletFault>; storage?: RunStorage; nft?: boolean; sender?: RunSender } = {},
) {
  const wallet = faultyWallet(env.rpc, options.faults, {}, sender());
  const config = createBulkSendConfig({
    provider: wallet,
    ...(options.sender ? { sender: options.sender } : {}),
    reader: env.rpc,
    chainId: 137,
    storage: options.storage ?? createMemoryRunStorage(),
    assets: options.nft === false ? BULK_SEND_DEFAULT_ASSETS : [...BULK_SEND_DEFAULT_ASSETS, erc721Asset, erc1155Asset],
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
  });
  return { config, wallet };
}

const nftRows = (to: readonly string[], ids: readonly bigint[], amounts?: readonly bigint[]): PlanRunRow[] =>
  ids.map((tokenId, i) => ({ line: i + 2, to: to[i] as string, tokenId, amount: amounts?.[i] ?? 1n }));

function plan(
  config: ReturnType<typeof engine>['config'],
  token: string,
  standard: 'erc721' | 'erc1155',
  rows: PlanRunRow[],
  label = '',
) {
  return planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token,
    standard,
    rows,
    maxChunkSize: 3,
    label,
  });
}

/** The BulkSend entry point each paid chunk went through, read from its transaction. */
async function entryPoints(run: BulkSendRun): Promise<string[]> {
  return Promise.all(
    run.chunks.map(async (chunk) => {
      const tx = (await env.request('eth_getTransactionByHash', [chunk.receipt?.hash])) as { input: string };
      return bulkSendInterface.parseTransaction({ data: tx.input })?.name ?? '';
    }),
  );
}

describe('ERC-721 runs', () => {
  it('detects the standard, sends 7 ids once through a refused signature and a new session, names them in history, revokes the approval', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc721');
    const big = 1n << 100n; // above the packed form's 96 bits: its chunk goes through sendErc721
    await mint721(env.rpc, deployer(), token, sender(), 1n, 6);
    await mint721(env.rpc, deployer(), token, sender(), big);
    const { config, wallet } = engine({ faults: { 2: 'reject' } });
    expect(await detectToken(config, { token })).toEqual({ standard: 'erc721', name: 'Bench NFT', symbol: 'BNFT' });
    expect(await detectToken(config, { token: env.chain.demoToken })).toMatchObject({ standard: 'erc20', decimals: 6 });
    expect(await detectToken(config, { token: other() })).toEqual({ standard: null });
    // An engine given only the coin and ERC-20 assets says what is missing instead of sending something else.
    await expect(
      plan(engine({ nft: false }).config, token, 'erc721', nftRows(freshAddresses(1, 70), [1n])),
    ).rejects.toThrow(/cannot send erc721/);

    const to = freshAddresses(7, 71);
    const ids = [1n, 2n, 3n, 4n, 5n, 6n, big];
    const run = await plan(config, token, 'erc721', nftRows(to, ids));
    expect(run.standard).toBe('erc721');
    expect(run.chunks.map((c) => c.count)).toEqual([3, 2, 2]);
    const quote = await quoteRun(config, { run });
    expect(quote.notHeld).toEqual([]);
    expect(quote.approval).toMatchObject({ forAll: true, required: true, current: 0n });
    expect(quote.approval?.gas).toBeGreaterThan(20_000n);
    expect(quote.chunks.every((c) => c.problem === undefined)).toBe(true);

    // Chunk 2's signature is refused: chunk 1 is paid, nothing else moved.
    await expect(sendRun(config, { run })).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(await approvedForAll(env.rpc, token, sender(), env.chain.bulkSend)).toBe(true);
    for (const [i, id] of ids.entries()) {
      expect(await ownerOf(env.rpc, token, id)).toBe((i < 3 ? to[i] : sender())?.toLowerCase());
    }

    // A new session (the same storage, a new engine): chunk 1 is not sent again, the approval not asked again.
    const again = engine({ storage: config.storage });
    const done = await sendRun(again.config, { run });
    expect(done.status).toBe('finished');
    expect(wallet.chunkSends + again.wallet.chunkSends).toBe(4); // 1 paid + 1 refused, then 2
    expect(done.approvals.map((a) => [a.kind, a.status])).toEqual([['approveAll', 'confirmed']]);
    for (const [i, id] of ids.entries()) expect(await ownerOf(env.rpc, token, id)).toBe(to[i]?.toLowerCase());
    expect(await entryPoints(done)).toEqual(['sendErc721Packed', 'sendErc721Packed', 'sendErc721']);
    expect(getRunReceipts(done).rows.map((r) => [r.line, r.tokenId, r.status])).toEqual(
      ids.map((id, i) => [i + 2, id, 'paid']),
    );

    // The chain is the ledger: the same ids in another list (new label, other recipients) are named with their
    // transaction, from a new device's point of view (history only).
    const history = await readSenderHistory(config, { bulkSend: run.bulkSend, sender: sender(), token: run.token });
    expect(history.complete).toBe(true);
    expect(history.payments.flatMap((p) => p.recipients ?? []).map((r) => r.tokenId)).toEqual(ids);
    const relist = await plan(config, token, 'erc721', nftRows(freshAddresses(2, 72), [3n, big]), 'second');
    const named = paidLinesOnChain(relist, history.payments);
    expect(named.map((l) => [l.line, l.tokenId])).toEqual([
      [2, 3n],
      [3, big],
    ]);

    // After the run the approval is offered for revocation: withdrawn once, then nothing left to withdraw.
    const revoked = await revokeApproval(again.config, { run: done });
    expect(revoked.hash).toMatch(/^0x/);
    expect(revoked.run.approvals.at(-1)).toMatchObject({ kind: 'revoke', status: 'confirmed' });
    expect(await approvedForAll(env.rpc, token, sender(), env.chain.bulkSend)).toBe(false);
    expect((await revokeApproval(again.config, { run: revoked.run })).hash).toBeNull();
  });

  it('names every line whose id the sender does not own before signing anything; refuses a repeated id; names a recipient contract that refuses', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc721');
    await mint721(env.rpc, deployer(), token, sender(), 1n, 4);
    await mint721(env.rpc, deployer(), token, other(), 5n);
    const { config, wallet } = engine();
    await expect(plan(config, token, 'erc721', nftRows(freshAddresses(3, 73), [1n, 2n, 1n]))).rejects.toThrow(
      new InvalidRunError('token id 1 is already sent on line 2', 4),
    );

    // Line 3 asks for id 5 (another account's), line 5 for id 6 (never minted).
    const run = await plan(config, token, 'erc721', nftRows(freshAddresses(6, 74), [1n, 5n, 2n, 6n, 3n, 4n]));
    const quote = await quoteRun(config, { run });
    expect(quote.notHeld.map((l) => [l.line, l.tokenId, l.owner])).toEqual([
      [3, 5n, other()],
      [5, 6n, null],
    ]);
    const error = await sendRun(config, { run }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokensNotHeldError);
    expect((error as TokensNotHeldError).lines.map((l) => l.line)).toEqual([3, 5]);
    expect(userMessageOf(error, 'en')).toBe('You do not hold the tokens of lines 3, 5');
    expect(userMessageOf(error, 'chs')).toBe('您不持有第 3, 5 行的代币');
    expect(wallet.chunkSends).toBe(0);
    expect(await approvedForAll(env.rpc, token, sender(), env.chain.bulkSend)).toBe(false); // not even the approval

    // The demo ERC-20 run as an ERC-721: another standard, named before any approval is sent to it.
    const wrong = await plan(config, env.chain.demoToken, 'erc721', nftRows(freshAddresses(1, 77), [1n]));
    const nonce = await env.nonce(sender());
    await expect(sendRun(config, { run: wrong })).rejects.toMatchObject({ reason: 'wrongStandard' });
    expect(await env.nonce(sender())).toBe(nonce); // no setApprovalForAll, no chunk

    // A recipient contract that refuses NFTs is named by its line before its chunk is signed.
    const refusing = await deployRejectingWallet(env.rpc, deployer());
    const to = freshAddresses(3, 75);
    to[1] = refusing as `0x${string}`;
    const blocked = await plan(config, token, 'erc721', nftRows(to, [1n, 2n, 3n]));
    await env.request('eth_sendTransaction', [
      { from: sender(), to: token, data: erc721.encodeFunctionData('setApprovalForAll', [env.chain.bulkSend, true]) },
    ]);
    const refused = await simulateChunk(config, { run: blocked, chunkIndex: 0 }).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ChunkSimulationError);
    expect(refused).toMatchObject({ reason: 'recipientReverted', line: 3, errorName: 'RecipientCannotReceive' });
    expect((refused as ChunkSimulationError).address?.toLowerCase()).toBe(refusing.toLowerCase());
  });
});

describe('recipient contracts that cannot receive an NFT (issue 38)', () => {
  it('are named by line in the quote and stop the run before anything is signed, the approval included; a contract that accepts is paid', async () => {
    const { config, wallet } = engine();
    const refusing = (await deployRejectingWallet(env.rpc, deployer())).toLowerCase();
    const accepting = (await deployNftWallet(env.rpc, deployer())).toLowerCase();
    for (const standard of ['erc721', 'erc1155'] as const) {
      const token = await deployNft(env.rpc, deployer(), standard);
      if (standard === 'erc721') await mint721(env.rpc, deployer(), token, sender(), 1n, 3);
      else await mint1155(env.rpc, deployer(), token, sender(), 1n, 3, 5n);
      const to = freshAddresses(3, standard === 'erc721' ? 78 : 79);
      to[1] = refusing as `0x${string}`;
      to[2] = accepting as `0x${string}`;
      const run = await plan(
        config,
        token,
        standard,
        nftRows(to, [1n, 2n, 3n], standard === 'erc721' ? undefined : [1n, 2n, 1n]),
      );

      const quote = await quoteRun(config, { run });
      expect(quote.cannotReceive.map((one) => [one.line, one.address.toLowerCase(), one.tokenId])).toEqual([
        [3, refusing, 2n],
      ]);
      expect(quote.approval?.required).toBe(true);
      const nonce = await env.nonce(sender());
      await expect(sendRun(config, { run })).rejects.toMatchObject({
        name: 'ChunkSimulationError',
        reason: 'recipientReverted',
        line: 3,
        errorName: 'RecipientCannotReceive',
      });
      expect(await env.nonce(sender())).toBe(nonce); // no setApprovalForAll, no chunk
      expect(await approvedForAll(env.rpc, token, sender(), env.chain.bulkSend)).toBe(false);

      // Without the refusing line, the accepting contract is paid.
      const rest = await plan(config, token, standard, nftRows([to[0] as string, accepting], [1n, 3n]));
      expect((await quoteRun(config, { run: rest })).cannotReceive).toEqual([]);
      await sendRun(config, { run: rest });
      if (standard === 'erc721') expect(await ownerOf(env.rpc, token, 3n)).toBe(accepting);
      else expect(await balance1155(env.rpc, token, accepting, 3n)).toBe(1n);
    }
    expect(wallet.chunkSends).toBe(2);
  });
});

describe('ERC-1155 runs', () => {
  it('sends one id uniformly, one id with amounts, mixed ids — each chunk through its own entry point — once; names short balances per line', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc1155');
    await mint1155(env.rpc, deployer(), token, sender(), 1n, 2, 100n); // ids 1 and 2, 100 each
    const { config } = engine();
    expect(await detectToken(config, { token })).toEqual({ standard: 'erc1155' });
    const to = freshAddresses(7, 76);
    const ids = [1n, 1n, 1n, 1n, 1n, 2n, 1n];
    const amounts = [5n, 5n, 5n, 7n, 9n, 4n, 1n];

    // More of id 2 than the sender holds: the line is named with what is held.
    const short = await plan(config, token, 'erc1155', nftRows(to.slice(0, 2), [2n, 2n], [60n, 50n]));
    const shortQuote = await quoteRun(config, { run: short });
    expect(shortQuote.notHeld.map((l) => [l.line, l.held])).toEqual([[3, 40n]]);

    const run = await plan(config, token, 'erc1155', nftRows(to, ids, amounts));
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(await entryPoints(done)).toEqual(['sendErc1155Uniform', 'sendErc1155Packed', 'sendErc1155']);
    for (const [i, address] of to.entries()) {
      expect(await balance1155(env.rpc, token, address, ids[i] as bigint)).toBe(amounts[i]);
    }
    expect(await balance1155(env.rpc, token, sender(), 1n)).toBe(100n - 32n);

    // Sent again (another session, same list): every chunk is recognised as paid, nothing moves.
    const again = await sendRun(engine().config, { run });
    expect(again.status).toBe('finished');
    expect(await balance1155(env.rpc, token, sender(), 1n)).toBe(100n - 32n);

    // History names (address, id) pairs already sent: line 4 of a new list repeats line 5's (address, id 1).
    const history = await readSenderHistory(config, { bulkSend: run.bulkSend, sender: sender(), token: run.token });
    const relist = await plan(
      config,
      token,
      'erc1155',
      nftRows([to[6] as string, to[5] as string, to[4] as string], [2n, 2n, 1n], [1n, 1n, 1n]),
      'again',
    );
    expect(paidLinesOnChain(relist, history.payments).map((l) => [l.line, l.tokenId, l.paidAmount])).toEqual([
      [3, 2n, 4n],
      [4, 1n, 9n],
    ]);
  });
});

describe('hundreds of NFTs in several chunks', () => {
  it('300 ERC-721 ids in two chunks with a new session after chunk 1, then 600 ERC-1155 transfers of distinct ids in three: every recipient holds its token', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc721');
    await mint721(env.rpc, deployer(), token, sender(), 1n, 300);
    const to = freshAddresses(300, 78);
    const ids = to.map((_, i) => BigInt(i + 1));
    const first = engine({ faults: { 2: 'die-before-broadcast' } });
    const run = await planRun(first.config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token,
      standard: 'erc721',
      rows: nftRows(to, ids),
    });
    expect(run.chunks.map((c) => c.count)).toEqual([150, 150]);
    // The page dies while the wallet shows chunk 2: a new session (same storage) sends only chunk 2.
    void sendRun(first.config, { run });
    const second = engine({ storage: first.config.storage });
    await expect
      .poll(async () => (await first.config.storage.load(run.id))?.chunks[1]?.status, { timeout: 20_000 })
      .toBe('signing');
    const done = await sendRun(second.config, { run });
    expect(done.status).toBe('finished');
    expect(first.wallet.chunkSends + second.wallet.chunkSends).toBe(3); // chunk 1, chunk 2 (died unsent), chunk 2 again
    const owners = await Promise.all(ids.map((id) => ownerOf(env.rpc, token, id)));
    expect(owners).toEqual(to.map((address) => address.toLowerCase()));

    const multi = await deployNft(env.rpc, deployer(), 'erc1155');
    await mint1155(env.rpc, deployer(), multi, sender(), 1n, 600, 3n);
    const recipients = freshAddresses(600, 79);
    const many = await planRun(second.config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token: multi,
      standard: 'erc1155',
      rows: recipients.map((address, i) => ({
        line: i + 1,
        to: address,
        tokenId: BigInt(i + 1),
        amount: BigInt((i % 3) + 1),
      })),
    });
    expect(many.chunks.map((c) => c.count)).toEqual([200, 200, 200]);
    expect((await sendRun(second.config, { run: many })).status).toBe('finished');
    const balances = await Promise.all(
      recipients.map((address, i) => balance1155(env.rpc, multi, address, BigInt(i + 1))),
    );
    expect(balances).toEqual(recipients.map((_, i) => BigInt((i % 3) + 1)));
  });
});

describe('the sender seam', () => {
  it('a sender of its own gets every request (the approval, then each chunk) with the run chain id, after assertReady; the chain settles the outcome', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc1155');
    await mint1155(env.rpc, deployer(), token, sender(), 7n, 1, 10n);
    const inner = eip1193Sender(faultyWallet(env.rpc, {}, {}, sender()));
    const calls: string[] = [];
    const recording: RunSender = {
      ...inner,
      kind: 'recording',
      async assertReady(run) {
        calls.push('ready');
        await inner.assertReady(run);
      },
      async submit(request: RunSubmission) {
        const to = request.calls[0]?.to.toLowerCase();
        calls.push(`${request.chainId}:${to === token.toLowerCase() ? 'approval' : 'chunk'}`);
        return inner.submit(request);
      },
    };
    const { config } = engine({ sender: recording });
    const run = await plan(
      config,
      token,
      'erc1155',
      nftRows(freshAddresses(4, 80), [7n, 7n, 7n, 7n], [2n, 2n, 2n, 2n]),
    );
    expect((await sendRun(config, { run })).status).toBe('finished');
    expect(calls).toEqual(['ready', 'ready', '137:approval', 'ready', '137:chunk', 'ready', '137:chunk']);
    expect(await balance1155(env.rpc, token, sender(), 7n)).toBe(2n);
  });
});
