// Issue 38 in Chromium on the local chain: an NFT line paying a contract that cannot receive the token (its
// onERC721Received reverts) is named by line before anything is signed — the collection's approval included, where
// until now only the chunk's simulation after the approval found it. A contract whose hook accepts is paid. Ends on
// every token's owner.
import { readFileSync } from 'node:fs';
import { getAddress, Interface } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployRevertingRecipient } from './revertingRecipient.js';
import { sendAndMine } from './sendAndMine.js';
import { shown } from './shown.js';
import { connect, openTransfer, recipients, useToolChainFixture } from './toolPage.js';
import { rpc } from './toolWallet.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

const artifact = (path: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/contracts/artifacts/contracts/${path}`, import.meta.url), 'utf8'),
  ) as { abi: unknown[]; bytecode: string };
const erc721Artifact = artifact('bench/BenchErc721.sol/BenchErc721.json');
const erc721 = new Interface(erc721Artifact.abi as never);

function send(from: string, to: string | undefined, data: string): Promise<string> {
  return sendAndMine(fx.chain.rpcUrl, from, to, data);
}

async function ownerOf(collection: string, id: number): Promise<string> {
  const data = erc721.encodeFunctionData('ownerOf', [id]);
  const out = (await rpc(fx.chain.rpcUrl, 'eth_call', [{ to: collection, data }, 'latest'])) as string;
  return String(erc721.decodeFunctionResult('ownerOf', out)[0]).toLowerCase();
}

const deployed = { collection: '', refusing: '', accepting: '' };

beforeAll(async () => {
  const owner = fx.account(2);
  deployed.collection = await send(owner, undefined, erc721Artifact.bytecode);
  await send(owner, deployed.collection, erc721.encodeFunctionData('mint', [owner, 1, 3]));
  deployed.refusing = (await deployRevertingRecipient(fx.chain.rpcUrl, owner)).toLowerCase();
  const wallet = artifact('mocks/NftWallet.sol/NftWallet.json');
  deployed.accepting = (await send(owner, undefined, wallet.bytecode)).toLowerCase();
}, 60_000);

describe('NFT recipients that cannot receive (issue 38)', () => {
  it('a line paying a contract whose onERC721Received reverts is named before anything is signed, the approval included; without it the run pays a contract that accepts', {
    timeout: 150_000,
  }, async () => {
    const sender = fx.account(2);
    const [fresh] = recipients(1, 'nft-receivers') as [string];
    const { collection, refusing, accepting } = deployed;
    const { page, wallet } = await fx.open({ account: sender, language: 'en', acceptDialogs: true });
    await connect(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ value: 'custom' });
    await page.getByLabel('Token contract address').fill(collection);
    await expect
      .poll(() => shown(page.getByTestId('token-info')), { timeout: 20_000 })
      .toMatch('ERC-721 collection Bench NFT (BNFT)');

    await page.getByTestId('recipients').fill(`${fresh},1\n${refusing},2\n${accepting},3`);
    const named = page.getByTestId('cannot-receive');
    await expect.poll(() => named.count(), { timeout: 60_000 }).toBe(1);
    expect(await shown(named.locator('strong'))).toBe(
      '1 line pays a contract that cannot receive this token: nothing can be signed',
    );
    expect(await shown(named.locator('li'))).toBe(
      `Line 2: token ID 2 to ${getAddress(refusing)}, a contract that refuses it`,
    );
    // Nothing can be signed, not even the collection's approval.
    await page.getByTestId('approve').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('approve').isDisabled()).toBe(true);
    expect(wallet.sent).toBe(0);

    // The member takes the line out: the contract that accepts is paid, with the fresh address.
    await page.getByTestId('recipients').fill(`${fresh},1\n${accepting},3`);
    await expect.poll(() => named.count(), { timeout: 60_000 }).toBe(0);
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 60_000 })
      .toBe(1);
    await page.getByTestId('approve').click();
    await page.getByTestId('send').waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('send').isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByTestId('send').click();
    await page.getByTestId('run-summary').waitFor({ timeout: 90_000 });
    expect(wallet.sent).toBe(2);
    expect([await ownerOf(collection, 1), await ownerOf(collection, 2), await ownerOf(collection, 3)]).toEqual([
      fresh,
      sender.toLowerCase(),
      accepting,
    ]);
  });
});
