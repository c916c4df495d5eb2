import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, Network } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalChain } from '../chain/LocalChain.js';
import { startLocalChain } from '../chain/startLocalChain.js';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { runDeploy } from './runDeploy.js';

describe('runDeploy (against a local node)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fanout-deploy-'));
  const network = new Network('fanout-local', 137);
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await startLocalChain({ stateFile: false });
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('deploys BulkSend with the given owner and records it by chain id, keeping other entries', async () => {
    const file = join(dir, 'deployments.json');
    const amoy = { chainId: 80002, network: 'amoy', address: '0x1', owner: '0x2', transactionHash: '0x3' };
    writeFileSync(file, JSON.stringify({ 80002: amoy }));
    const [, deployer, feeWallet] = chain.accounts;
    const deployment = await runDeploy({
      rpcUrl: chain.rpcUrl,
      privateKey: deployer?.privateKey ?? '',
      owner: feeWallet?.address,
      deploymentsFile: file,
      allowLocalNode: true,
      network,
    });
    expect(deployment).toMatchObject({ chainId: 137, network: 'polygon', owner: feeWallet?.address });
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written['137'].address).toBe(deployment.address);
    expect(written['80002']).toEqual(amoy);
    const provider = new JsonRpcProvider(chain.rpcUrl, network, { staticNetwork: network });
    const bulkSend = BulkSend__factory.connect(deployment.address, provider);
    expect(await bulkSend.owner()).toBe(feeWallet?.address);
    expect(await bulkSend.feePercent()).toBe(5n);
    provider.destroy();
  });

  it('refuses a local node unless allowed, so local addresses never land in deployments[137]', async () => {
    const file = join(dir, 'refused.json');
    await expect(
      runDeploy({
        rpcUrl: chain.rpcUrl,
        privateKey: chain.accounts[1]?.privateKey ?? '',
        deploymentsFile: file,
        network,
      }),
    ).rejects.toMatchObject({ name: 'DeployError', message: expect.stringContaining('local Hardhat node') });
  });
});
