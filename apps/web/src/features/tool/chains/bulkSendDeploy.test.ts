// The Tool's deploy helpers on a bare local chain (no proxy, no BulkSend), through an EIP-1193 provider backed by
// the node: installing the deterministic-deployment proxy the way it reaches every real chain, then BulkSend at its
// predicted address. Each test starts from the same fresh chain (evm_snapshot / evm_revert).
import {
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING,
  predictBulkSendAddress,
} from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { Eip1193Provider } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployBulkSend, estimateDeploy, estimateProxyInstall, hasCode, installProxy } from './bulkSendDeploy.js';

let chain: LocalChain;
let snapshot = '';
let rpcId = 0;

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

/** The member's wallet: the node's unlocked account signs; `refuse` lists methods the wallet does not offer. */
function wallet(refuse: string[] = []) {
  const sent: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      if (refuse.includes(method)) throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
      if (method === 'eth_sendTransaction') sent.push(JSON.stringify(params));
      return rpc(method, (params as unknown[] | undefined) ?? []);
    },
  };
  return { provider, sent };
}

function settings(owner: string): ChainSetting {
  return {
    id: 137,
    name: 'Local',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    rpcUrls: [chain.rpcUrl],
    explorerUrl: null,
    testnet: false,
    bulkSend: {
      address: predictBulkSendAddress({ owner }) as `0x${string}`,
      source: 'predicted',
      reason: null,
      version: 'v2',
      older: [],
    },
    deploy: { offered: true, owner: owner as `0x${string}`, salt: null, reason: null },
    payTokens: [],
    safeTransactionService: null,
  };
}

const balanceOf = async (address: string) => BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string);

beforeAll(async () => {
  chain = await startLocalChain({ stateFile: false, bare: true });
}, 120_000);

beforeEach(async () => {
  if (snapshot) await rpc('evm_revert', [snapshot]);
  snapshot = (await rpc('evm_snapshot')) as string;
});

afterAll(async () => {
  await chain?.stop();
});

describe('installing the proxy, then BulkSend, from the member wallet', () => {
  it('costs the funding plus its gas, shown before; then the deploy lands at the predicted address', async () => {
    const member = chain.accounts[1]?.address ?? '';
    const owner = chain.accounts[0]?.address ?? '';
    const { provider, sent } = wallet();
    expect(await estimateDeploy(provider, member, settings(owner))).toBe('proxyMissing');

    const estimate = await estimateProxyInstall(provider, member);
    if (typeof estimate === 'string') throw new Error(estimate);
    expect(estimate.funding).toBe(DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING);
    expect(estimate.gas).toBeGreaterThanOrEqual(21_000n); // a plain transfer (Hardhat estimates 21,001)
    expect(estimate.gas).toBeLessThan(22_000n);
    expect(estimate.cost).toBe(estimate.funding + estimate.gas * estimate.gasPrice);
    expect(sent).toHaveLength(0);

    const before = await balanceOf(member);
    const steps: string[] = [];
    await installProxy(provider, member, settings(owner), estimate, (step, hash) => steps.push(`${step}:${!!hash}`));
    expect(steps).toEqual(['funding:false', 'funding:true', 'broadcast:false', 'broadcast:true']);
    expect(sent).toHaveLength(1);
    expect(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe(true);
    // The member paid the funding and the transfer's gas, no more.
    expect(before - (await balanceOf(member))).toBeLessThanOrEqual(estimate.cost);
    expect(before - (await balanceOf(member))).toBeGreaterThanOrEqual(estimate.funding);

    const deploy = await estimateDeploy(provider, member, settings(owner));
    if (typeof deploy === 'string') throw new Error(deploy);
    await deployBulkSend(provider, member, deploy);
    expect(await hasCode(provider, predictBulkSendAddress({ owner }))).toBe(true);
  }, 60_000);

  it('broadcasts through the chain RPC when the wallet does not take raw transactions', async () => {
    const member = chain.accounts[2]?.address ?? '';
    const { provider } = wallet(['eth_sendRawTransaction']);
    const estimate = await estimateProxyInstall(provider, member);
    if (typeof estimate === 'string') throw new Error(estimate);
    await installProxy(provider, member, settings(member), estimate);
    expect(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe(true);
  }, 60_000);

  it('asks no money when the deployer already holds its gas money', async () => {
    await rpc('hardhat_setBalance', [DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER, '0x2386F26FC10000']); // 0.01
    const member = chain.accounts[3]?.address ?? '';
    const { provider, sent } = wallet();
    const estimate = await estimateProxyInstall(provider, member);
    if (typeof estimate === 'string') throw new Error(estimate);
    expect(estimate).toMatchObject({ funding: 0n, gas: 0n, cost: 0n });
    await installProxy(provider, member, settings(member), estimate);
    expect(sent).toHaveLength(0);
    expect(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe(true);
  }, 60_000);

  it('is a no-op success when someone installed the proxy meanwhile (no second broadcast, no error)', async () => {
    const member = chain.accounts[4]?.address ?? '';
    const first = wallet();
    const estimate = await estimateProxyInstall(first.provider, member);
    if (typeof estimate === 'string') throw new Error(estimate);
    // Another member's install gets in between this member's estimate and click.
    await installProxy(first.provider, chain.accounts[5]?.address ?? '', settings(member), estimate);
    const second = wallet(['eth_sendRawTransaction']);
    await installProxy(second.provider, member, settings(member), { ...estimate, funding: 0n });
    expect(await hasCode(second.provider, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe(true);
  }, 60_000);

  it('names the chain where the deployer already used its nonce (the presigned transaction can never be mined)', async () => {
    await rpc('hardhat_setNonce', [DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER, '0x1']);
    const { provider } = wallet();
    expect(await estimateProxyInstall(provider, chain.accounts[1]?.address ?? '')).toBe('proxyDeployerUsed');
  });

  it('fails in words when the presigned transaction is refused everywhere, and nothing is left half done', async () => {
    const member = chain.accounts[6]?.address ?? '';
    const { provider } = wallet(['eth_sendRawTransaction']);
    const estimate = await estimateProxyInstall(provider, member);
    if (typeof estimate === 'string') throw new Error(estimate);
    const noRpc = { ...settings(member), rpcUrls: ['http://127.0.0.1:9'] };
    await expect(installProxy(provider, member, noRpc, estimate)).rejects.toThrow(
      /the presigned proxy transaction was refused \(wallet: eth_sendRawTransaction is not supported; http:\/\/127\.0\.0\.1:9: /,
    );
    expect(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe(false);
    // The deployer holds its gas money now, so a second try asks for none.
    const again = await estimateProxyInstall(provider, member);
    expect(again).toMatchObject({ funding: 0n });
  }, 60_000);
});
