// Issues 36 (finding 6) and 39 in Chromium on the local chain, whose BulkSend is v3 with v2 beside it. A Safe
// Transaction Builder file the Tool exports is bound to its Safe and the chain: executed by its Safe it pays, imported
// into a second Safe of the same owners it is refused by BulkSend by name and nobody is paid again; the steps say so.
// A list paid through v2 (the engine from Node, as before v3) is named as already paid by the Tool on the v3 chain.
// Every test ends on every recipient's balance.
import { readFileSync } from 'node:fs';
import { bulkSendV3Abi } from '@fanout/contracts';
import { chainProvider } from '@fanout/test-chain/safe-contracts';
import type { Eip1193Provider } from '@fanout/wallet-core';
import { createBulkSendConfig, planRun, sendRun } from '@fanout/wallet-core/bulk-send';
import type { TransactionBuilderFile } from '@fanout/wallet-core/safe';
import { Contract, ContractFactory, Interface, type InterfaceAbi, parseUnits, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID, downloaded, fillList, openWithSafe, quoted, reopenWithSafe, useSafes } from './safeSteps.js';
import { shown, shownAll } from './shown.js';
import { connect, openTransfer, recipients, tokenBalances, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();
// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll), not a React hook.
const { fundedSafe, executeFile, refusal } = useSafes(fx);

const FILED = 'Transaction 1 (lines 1–5): in the downloaded file: import it in Safe{Wallet}, sign and execute';
const STEPS =
  'The file is for this Safe on Polygon only: executed twice by it, it pays nobody twice (the chain refuses its batch ids); imported into another Safe, or run on another network, BulkSend refuses it as a batch made for another sender (“batch id not for this sender”), and nobody is paid.';

/** JSON-RPC to the local node; `from` is one of its unlocked accounts (it signs eth_sendTransaction). */
function node(from?: string): Eip1193Provider {
  let id = 0;
  return {
    async request({ method, params = [] }: { method: string; params?: unknown[] | object }) {
      if (method === 'eth_accounts' && from) return [from];
      const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
      const response = await fetch(fx.chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as { result?: unknown; error?: { message: string; data?: unknown } };
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      return answer.result;
    },
  } as Eip1193Provider;
}

describe('BulkSend v3 in the Tool', () => {
  it('a Safe file executed by its Safe pays; imported into a second Safe it is refused (BatchIdNotForSender), nobody paid twice', {
    timeout: 240_000,
  }, async () => {
    const list = recipients(5, 'safe-v3');
    const amount = '1.5';
    const each = parseUnits(amount, 6);
    const total = each * 5n;
    const first = await fundedSafe(total, parseUnits('1', 18));
    const second = await fundedSafe(total, parseUnits('1', 18));

    const page = await openWithSafe(fx, 'en', fx.account(6), first.address);
    await fillList(page, 'DUSD', list, amount);
    await quoted(page, 1);
    // What holds now, said before anything is downloaded.
    expect(await shown(page.getByTestId('safe-steps'))).toContain(STEPS);
    const [text] = [...(await downloaded(page, () => page.getByTestId('safe-download').click())).values()];
    const file = JSON.parse(text as string) as TransactionBuilderFile;
    expect(file.meta.createdFromSafeAddress).toBe(first.address);
    expect(file.meta.description).toContain(`BulkSend batches for Safe ${first.address} on chain 137 only`);
    // The approval, then the chunk through v3.
    expect(file.transactions.map((tx) => tx.to.toLowerCase())).toEqual([
      fx.chain.demoToken.toLowerCase(),
      fx.chain.bulkSend.toLowerCase(),
    ]);

    // The file is the engine's (issue 36): the chunk's attempt was stored before the file was handed over, so the
    // page, and the same profile after a reload, show it in the file and waiting for the Safe: never unpaid, never a
    // second file to download, only the same one again (same batch id).
    const chunkTexts = () => shownAll(page.getByTestId('run-chunks').locator('li'));
    await expect.poll(chunkTexts, { timeout: 30_000 }).toEqual([FILED]);
    await reopenWithSafe(page, 'en', first.address);
    await fillList(page, 'DUSD', list, amount);
    await expect.poll(chunkTexts, { timeout: 30_000 }).toEqual([FILED]);
    expect(await page.getByTestId('safe-download').isDisabled()).toBe(true);
    expect(await page.getByTestId('safe-download-again').isEnabled()).toBe(true);
    // "Download again" (a member who lost the file) hands over the same calls: the same batch id, so whichever copy
    // the owners execute, and however often, the chunk is paid once.
    const [again] = [...(await downloaded(page, () => page.getByTestId('safe-download-again').click())).values()];
    expect((JSON.parse(again as string) as TransactionBuilderFile).transactions).toEqual(file.transactions);
    await expect.poll(chunkTexts, { timeout: 30_000 }).toEqual([FILED]);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => 0n));

    // The owners execute it: paid once, and the page shows it paid from the chain, with its transaction.
    expect(await executeFile(first.safe, file)).toBe(1);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));
    expect(await tokenBalances(fx.chain, [first.address])).toEqual([0n]);
    await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
    expect(await chunkTexts()).toEqual(['Transaction 1 (lines 1–5): paid View on Polygonscan']);
    expect(await page.getByTestId('safe-download').count()).toBe(0);

    // Imported into the second Safe (same owners, funded, willing): the Safe transaction reverts.
    expect(await refusal(second.safe, file)).toMatch(/GS013|revert/i);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));
    expect(await tokenBalances(fx.chain, [second.address])).toEqual([total]);
    // Inside it, BulkSend's own refusal: the batch id is the first Safe's on this chain, not the second's.
    const call = file.transactions[1] as TransactionBuilderFile['transactions'][number];
    const value = `0x${BigInt(call.value).toString(16)}`;
    const error = await node()
      .request({
        method: 'eth_call',
        params: [{ from: second.address, to: call.to, data: call.data, value }, 'latest'],
      })
      .then(
        () => null,
        (caught: { data?: unknown }) => caught.data,
      );
    const data = typeof error === 'string' ? error : ((error as { data?: string } | null)?.data ?? '');
    const decoded = new Interface(bulkSendV3Abi).parseError(data);
    expect(decoded?.name).toBe('BatchIdNotForSender');
    expect(decoded?.args[0]).toBe(second.address);
    expect(decoded?.args[1]).toBe(137n);
  });

  it('an ERC-721 run of 4 from a Safe file: the collection’s setApprovalForAll and BulkSend’s NFT send, executed by the Safe: every token its recipient’s, executed again nobody’s twice', {
    timeout: 180_000,
  }, async () => {
    const to = recipients(4, 'safe-file-nft');
    const safe = await fundedSafe(0n, parseUnits('1', 18));
    const deployer = new Wallet(fx.chain.accounts[2]?.privateKey as string, chainProvider(fx.chain.rpcUrl, CHAIN_ID));
    const artifact = new URL(
      '../../../packages/contracts/artifacts/contracts/bench/BenchErc721.sol/BenchErc721.json',
      import.meta.url,
    );
    const bench = JSON.parse(readFileSync(artifact, 'utf8')) as { abi: InterfaceAbi; bytecode: string };
    const deployed = await new ContractFactory(bench.abi, bench.bytecode, deployer).deploy();
    const collection = new Contract(await deployed.getAddress(), bench.abi, deployer);
    const address = (await collection.getAddress()).toLowerCase();
    await (await collection.getFunction('mint')(safe.address, 1n, 4n)).wait();
    const ownersNow = async () =>
      (await Promise.all(to.map((_, i) => collection.getFunction('ownerOf')(BigInt(i + 1))))).map((owner: string) =>
        owner.toLowerCase(),
      );

    const page = await openWithSafe(fx, 'en', fx.account(6), safe.address);
    await page.getByLabel('Pay token').selectOption({ value: 'custom' });
    await page.getByLabel('Token contract address').fill(address);
    await expect.poll(() => shown(page.getByTestId('token-info')), { timeout: 20_000 }).toMatch(/^ERC-721 collection/);
    await page.getByTestId('recipients').fill(to.map((recipient, i) => `${recipient},${i + 1}`).join('\n'));
    await expect.poll(() => shown(page.getByTestId('preview-count')), { timeout: 30_000 }).toBe('4');
    await quoted(page, 1);
    const [text] = [...(await downloaded(page, () => page.getByTestId('safe-download').click())).values()];
    const file = JSON.parse(text as string) as TransactionBuilderFile;
    // The collection's operator approval, then BulkSend's ERC-721 send: never an ERC-20 approve or send.
    const bulkSend = new Interface(bulkSendV3Abi);
    const [approval, send] = file.transactions;
    expect(file.transactions).toHaveLength(2);
    expect(approval?.to.toLowerCase()).toBe(address);
    expect(approval?.data).toBe(
      collection.interface.encodeFunctionData('setApprovalForAll', [fx.chain.bulkSend, true]),
    );
    expect(send?.to.toLowerCase()).toBe(fx.chain.bulkSend.toLowerCase());
    expect(bulkSend.parseTransaction({ data: send?.data as string })?.name).toMatch(/^sendErc721/);
    expect(await ownersNow()).toEqual(to.map(() => safe.address.toLowerCase()));

    // The owners execute it: each token its recipient's, and the page reads it paid from the chain.
    expect(await executeFile(safe.safe, file)).toBe(1);
    expect(await ownersNow()).toEqual(to.map((recipient) => recipient.toLowerCase()));
    await page.getByTestId('run-summary').waitFor({ timeout: 60_000 });
    expect(await shownAll(page.getByTestId('run-chunks').locator('li'))).toEqual([
      'Transaction 1 (lines 1–4): paid View on Polygonscan',
    ]);
    // Executed again (a second import of the same file): refused, nothing moves.
    expect(await refusal(safe.safe, file)).toMatch(/GS013|revert|status 0/i);
    expect(await ownersNow()).toEqual(to.map((recipient) => recipient.toLowerCase()));
  });

  it('a list paid through v2 (before v3) is named already paid by the Tool on the v3 chain: nothing signed, everyone paid once', {
    timeout: 180_000,
  }, async () => {
    const list = recipients(4, 'v2-history');
    const amount = '2';
    const each = parseUnits(amount, 6);
    const account = fx.account(5);
    const v2 = fx.chain.olderBulkSends.find((older) => older.version === 'v2')?.address as string;
    expect(v2).toMatch(/^0x/);
    // Yesterday: the engine (Node) paid the list through v2.
    const engine = createBulkSendConfig({ provider: node(account), bulkSendVersion: 'v2', pollIntervalMs: 100 });
    const rows = list.map((address, i) => ({ line: i + 1, address, value: each }));
    const run = await planRun(engine, { sender: account, bulkSend: v2, token: fx.chain.demoToken, rows });
    expect(run.bulkSendVersion).toBeUndefined();
    expect((await sendRun(engine, { run, approve: true })).status).toBe('finished');
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));

    // Today, in a browser profile that knows nothing of it, the Tool runs on v3 (other batch ids): its history read
    // covers v2 too, so every line is named as paid and Send stays off.
    const { page, wallet } = await fx.open({ account, language: 'en', acceptDialogs: true });
    await connect(page);
    await openTransfer(page);
    await fillList(page, 'DUSD', list, amount);
    const warning = page.getByTestId('chain-paid-warning');
    await expect
      .poll(() => shown(warning.getByTestId('chain-paid-text')), { timeout: 60_000 })
      .toMatch(/^Careful: the chain shows this account already paid 4 recipients of this list with DUSD since .+\./);
    expect(await shown(warning.getByTestId('paid-lines'))).toBe('Lines 1–4');
    // Nothing can be signed: neither the approval v3 would need nor a chunk (whichever the page offers, it is off).
    const offered = async () => {
      const buttons = [page.getByTestId('approve'), page.getByTestId('send')];
      const states = await Promise.all(
        buttons.map(async (button) =>
          (await button.count()) === 0 ? 'absent' : (await button.isDisabled()) ? 'off' : 'on',
        ),
      );
      return states.includes('on') ? 'signable' : states.includes('off') ? 'off' : 'absent';
    };
    await expect.poll(offered, { timeout: 60_000 }).toBe('off');
    expect(wallet.sent).toBe(0);
    expect(await tokenBalances(fx.chain, list)).toEqual(list.map(() => each));
  });
});
