import { BrowserProvider, getCreateAddress, keccak256, Transaction, ZeroHash } from 'ethers';
import hre from 'hardhat';
import { describe, expect, it } from 'vitest';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { BulkSendV3__factory } from '../typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import { BULK_SEND_DEFAULT_SALT } from './BULK_SEND_DEFAULT_SALT.js';
import { buildBulkSendDeployment } from './buildBulkSendDeployment.js';
import { buildBulkSendV3Deployment } from './buildBulkSendV3Deployment.js';
import {
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING,
  DETERMINISTIC_DEPLOYMENT_PROXY_GAS_LIMIT,
  DETERMINISTIC_DEPLOYMENT_PROXY_GAS_PRICE,
  DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION,
} from './DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { DeterministicDeploymentError } from './DeterministicDeploymentError.js';
import { deployBulkSendDeterministic } from './deployBulkSendDeterministic.js';
import { installDeterministicDeploymentProxy } from './installDeterministicDeploymentProxy.js';
import { predictBulkSendAddress } from './predictBulkSendAddress.js';
import { predictBulkSendV3Address } from './predictBulkSendV3Address.js';

describe('BulkSend at one deterministic address (CREATE2 through the deterministic-deployment proxy)', () => {
  const provider = new BrowserProvider(hre.network.provider, undefined, { cacheTimeout: -1 });
  // Signers on a provider with ethers' default 250 ms cache, as wallets have: a cached "no code" read must not
  // make a finished deployment look missing, nor a second deployment look needed.
  const wallets = new BrowserProvider(hre.network.provider);

  it('the presigned transaction is the proxy deployer’s nonce-0 creation of the proxy, chain-agnostic', () => {
    const tx = Transaction.from(DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION);
    expect(tx.from).toBe(DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER);
    expect(tx.nonce).toBe(0);
    expect(tx.chainId).toBe(0n); // pre-EIP-155: valid on every chain
    expect([tx.gasPrice, tx.gasLimit]).toEqual([
      DETERMINISTIC_DEPLOYMENT_PROXY_GAS_PRICE,
      DETERMINISTIC_DEPLOYMENT_PROXY_GAS_LIMIT,
    ]);
    expect(DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING).toBe(10n ** 16n);
    expect(getCreateAddress({ from: DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER, nonce: 0 })).toBe(
      DETERMINISTIC_DEPLOYMENT_PROXY,
    );
  });

  it('predicts from owner and salt only, and refuses a bad owner or salt', () => {
    const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const a = predictBulkSendAddress({ owner });
    expect(a).toBe(predictBulkSendAddress({ owner, salt: BULK_SEND_DEFAULT_SALT }));
    expect(predictBulkSendAddress({ owner, salt: ZeroHash })).not.toBe(a);
    expect(predictBulkSendAddress({ owner: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })).not.toBe(a);
    expect(() => predictBulkSendAddress({ owner: `0x${'0'.repeat(40)}` })).toThrow(
      expect.objectContaining({ name: 'DeterministicDeploymentError', code: 'INVALID_OWNER' }),
    );
    expect(() => predictBulkSendAddress({ owner, salt: '0x1234' })).toThrow(
      expect.objectContaining({ code: 'INVALID_SALT' }),
    );
  });

  it('keeps v2 exactly as deployed (bytecode and address pinned) and gives v3 its own address through the same proxy', () => {
    // v2 is frozen (contracts/BulkSend*.sol): the engine, the local chain and every deployment today use it. Any
    // change to its sources that moves a byte moves its address and fails here.
    expect(keccak256(BulkSend__factory.bytecode)).toBe(
      '0xb802c25952343692f53907360cc4a66a31abe84c2e6dd90bae6fc58c7bd313b5',
    );
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // Hardhat account 0, the local chain's owner
    expect(predictBulkSendAddress({ owner })).toBe('0x695871a0Ae9bD91C388ee574B7554020bd5b5a81');
    const v3 = buildBulkSendV3Deployment({ owner });
    // v3's address as the README states it (update both when v3's code changes, before it is deployed anywhere).
    expect(v3.address).toBe('0x7Eb3959C66f583C3A5A9Afe3D0AAF508813a8488');
    expect(v3.address).toBe(predictBulkSendV3Address({ owner }));
    expect(v3.address).not.toBe(predictBulkSendAddress({ owner }));
    expect(v3.to).toBe(DETERMINISTIC_DEPLOYMENT_PROXY);
    expect(v3.data.startsWith(BULK_SEND_DEFAULT_SALT)).toBe(true);
    expect(v3.data).toContain(BulkSendV3__factory.bytecode.slice(2));
  });

  it('installs the proxy with its presigned transaction, deploys BulkSend at the predicted address, once', async () => {
    const [funder, member] = await Promise.all([wallets.getSigner(0), wallets.getSigner(1)]);
    const owner = funder.address;
    const address = predictBulkSendAddress({ owner });

    // A fresh chain has no proxy: deploying says so instead of sending a doomed transaction.
    await expect(deployBulkSendDeterministic(member, { owner })).rejects.toThrow(DeterministicDeploymentError);
    await expect(deployBulkSendDeterministic(member, { owner })).rejects.toMatchObject({ code: 'PROXY_MISSING' });

    const install = await installDeterministicDeploymentProxy(funder);
    expect(install.installed).toBe(true);
    expect(await provider.getCode(DETERMINISTIC_DEPLOYMENT_PROXY)).not.toBe('0x');
    expect(await installDeterministicDeploymentProxy(funder)).toEqual({ installed: false, transactionHash: undefined });

    // Anyone may pay for the deployment (here a member, not the owner): the address depends on the owner only.
    const first = await deployBulkSendDeterministic(member, { owner });
    expect(first).toMatchObject({ address, alreadyDeployed: false });
    expect(first.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    const bulkSend = BulkSend__factory.connect(address, provider);
    expect(await bulkSend.owner()).toBe(owner);
    expect(await bulkSend.feePercent()).toBe(5n);

    // A second deployment sends nothing and says it was already there.
    const nonce = await provider.getTransactionCount(member.address);
    expect(await deployBulkSendDeterministic(member, { owner })).toEqual({
      address,
      alreadyDeployed: true,
      transactionHash: undefined,
    });
    expect(await provider.getTransactionCount(member.address)).toBe(nonce);
    // Sent by hand anyway, the proxy's CREATE2 collides and the transaction reverts: nothing is replaced.
    const { to, data } = buildBulkSendDeployment({ owner });
    await expect(member.sendTransaction({ to, data, gasLimit: 8_000_000n })).rejects.toThrow();
    expect(await bulkSend.owner()).toBe(owner);

    // v3 through the same proxy, same owner and salt: its own address, beside v2.
    const v3 = await deployBulkSendDeterministic(member, { owner, version: 'v3' });
    expect(v3).toMatchObject({ address: predictBulkSendV3Address({ owner }), alreadyDeployed: false });
    const bulkSendV3 = BulkSendV3__factory.connect(v3.address, provider);
    expect(await bulkSendV3.owner()).toBe(owner);
    expect(await bulkSendV3.batchCount(owner)).toBe(0n);
    expect((await deployBulkSendDeterministic(member, { owner, version: 'v3' })).alreadyDeployed).toBe(true);
  });
});
