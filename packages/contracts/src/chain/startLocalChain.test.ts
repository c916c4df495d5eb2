import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, Network, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETERMINISTIC_DEPLOYMENT_PROXY } from '../deterministic/DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { predictBulkSendAddress } from '../deterministic/predictBulkSendAddress.js';
import { predictBulkSendV3Address } from '../deterministic/predictBulkSendV3Address.js';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { DemoToken__factory } from '../typechain-types/factories/contracts/demo/DemoToken__factory.js';
import { BulkSendV3__factory } from '../typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import type { LocalChain } from './LocalChain.js';
import { startLocalChain } from './startLocalChain.js';

describe('startLocalChain', () => {
  const stateFile = join(mkdtempSync(join(tmpdir(), 'fanout-chain-')), 'local.json');
  let chain: LocalChain;
  let rpc: JsonRpcProvider;
  beforeAll(async () => {
    chain = await startLocalChain({ stateFile });
    // A plain Network object: ethers' built-in 137 ("matic") would ask the Polygon gas station for fees (offline here).
    const network = new Network('fanout-local', chain.chainId);
    rpc = new JsonRpcProvider(chain.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
  });
  afterAll(async () => {
    rpc?.destroy();
    await chain?.stop();
  });

  it('serves chain id 137 over JSON-RPC on 127.0.0.1', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await rpc.send('eth_chainId', [])).toBe('0x89');
    expect(chain.chainId).toBe(137);
  });

  it('deploys BulkSend v3 (the product’s) and v2 (older history) through the deterministic-deployment proxy, at the predicted addresses', async () => {
    expect(chain.bare).toBe(false);
    expect(await rpc.getCode(DETERMINISTIC_DEPLOYMENT_PROXY)).not.toBe('0x');
    const owner = chain.accounts[0]?.address ?? '';
    expect(chain.bulkSend).toBe(predictBulkSendV3Address({ owner }));
    expect(chain.bulkSendVersion).toBe('v3');
    expect(await rpc.getCode(chain.bulkSend)).not.toBe('0x');
    expect(chain.olderBulkSends).toEqual([{ address: predictBulkSendAddress({ owner }), version: 'v2' }]);
    expect(await rpc.getCode(predictBulkSendAddress({ owner }))).not.toBe('0x');
  });

  it('deploys BulkSend v3 and v2 (owner: first account, fee percent 5) and a 6-decimal demo token', async () => {
    const bulkSend = BulkSendV3__factory.connect(chain.bulkSend, rpc);
    expect(await bulkSend.owner()).toBe(chain.accounts[0]?.address);
    expect(await bulkSend.feePercent()).toBe(5n);
    expect(await bulkSend.batchCount(chain.accounts[1]?.address ?? '')).toBe(0n);
    const v2 = BulkSend__factory.connect(chain.olderBulkSends[0]?.address ?? '', rpc);
    expect(await v2.owner()).toBe(chain.accounts[0]?.address);
    expect(await v2.feePercent()).toBe(5n);
    const token = DemoToken__factory.connect(chain.demoToken, rpc);
    expect(await token.decimals()).toBe(6n);
    expect(chain.demoTokenDecimals).toBe(6);
  });

  it('funds the first test accounts with demo tokens and native coin', async () => {
    const token = DemoToken__factory.connect(chain.demoToken, rpc);
    for (const account of chain.accounts.slice(0, chain.fundedAccounts)) {
      expect(await token.balanceOf(account.address)).toBe(1_000_000n * 10n ** 6n);
      expect(await rpc.getBalance(account.address)).toBeGreaterThan(9_000n * 10n ** 18n);
    }
  });

  it('runs a real batch signed with a returned private key', async () => {
    const [, second] = chain.accounts;
    const wallet = new Wallet(second?.privateKey ?? '', rpc);
    const token = DemoToken__factory.connect(chain.demoToken, wallet);
    const bulkSend = BulkSendV3__factory.connect(chain.bulkSend, wallet);
    await (await token.approve(chain.bulkSend, 3_000_000n)).wait();
    const to = [Wallet.createRandom().address, Wallet.createRandom().address];
    await (await bulkSend.sendErc20(chain.demoToken, to, [1_000_000n, 2_000_000n], { value: 10n ** 17n })).wait();
    expect(await token.balanceOf(to[1] ?? '')).toBe(2_000_000n);
  });

  it('starts bare like a fresh real chain: no proxy, no BulkSend, demo token and funds still there', async () => {
    const bare = await startLocalChain({ stateFile: false, bare: true });
    const network = new Network('fanout-bare', bare.chainId);
    const provider = new JsonRpcProvider(bare.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
    try {
      expect(bare.bare).toBe(true);
      expect(await provider.getCode(DETERMINISTIC_DEPLOYMENT_PROXY)).toBe('0x');
      expect(bare.bulkSend).toBe(predictBulkSendV3Address({ owner: bare.accounts[0]?.address ?? '' }));
      expect(bare.bulkSendVersion).toBe('v3');
      expect(bare.olderBulkSends).toEqual([]);
      expect(await provider.getCode(bare.bulkSend)).toBe('0x');
      const token = DemoToken__factory.connect(bare.demoToken, provider);
      expect(await token.balanceOf(bare.accounts[1]?.address ?? '')).toBe(1_000_000n * 10n ** 6n);
    } finally {
      provider.destroy();
      await bare.stop();
    }
  });

  it('writes the same facts to the state file and removes it on stop', async () => {
    const written = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(written).toMatchObject({ rpcUrl: chain.rpcUrl, bulkSend: chain.bulkSend, demoToken: chain.demoToken });
    const other = await startLocalChain({ stateFile: false });
    expect(other.rpcUrl).not.toBe(chain.rpcUrl);
    await other.stop();
    await expect(
      new JsonRpcProvider(other.rpcUrl, undefined, { staticNetwork: new Network('gone', 137) }).send('eth_chainId', []),
    ).rejects.toThrow();
    await chain.stop();
    expect(existsSync(stateFile)).toBe(false);
  });
});
