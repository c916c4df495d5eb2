import { predictBulkSendAddress, predictBulkSendV3Address } from '@fanout/contracts';
import { ENS_DEFAULTS } from '@fanout/wallet-core/ens';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInChains } from '../src/chains/builtInChains.js';
import { ChainFactsMissingError } from '../src/chains/ChainFactsMissingError.js';
import type { ChainsConfig } from '../src/chains/ChainsConfig.js';
import { DEFAULT_ENS_REGISTRY } from '../src/chains/ensDefaults.js';
import { InsecureRpcUrlError } from '../src/chains/InsecureRpcUrlError.js';
import { InvalidAddressError } from '../src/chains/InvalidAddressError.js';
import { InvalidBulkSendVersionError } from '../src/chains/InvalidBulkSendVersionError.js';
import { InvalidChainSettingError } from '../src/chains/InvalidChainSettingError.js';
import { buildChainsTestApp, chainsTestCli, servedChains } from './chainsTestCli.js';
import type { TestApp } from './helper.js';

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const first = '0x695871a0Ae9bD91C388ee574B7554020bd5b5a81';
const second = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const third = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

describe('BulkSend version, older BulkSends, ENS and Safe Transaction Service', () => {
  let t: TestApp;
  const config: ChainsConfig = { owner, salt: null, cacheMs: 0 };
  const { cli, output } = chainsTestCli(() => t, config);
  const served = () => servedChains(t);
  const chain = async (id: number) => (await served()).chains.find((c) => c.id === id);
  const connectSrc = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    return (csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '').split(' ');
  };

  beforeAll(async () => {
    t = await buildChainsTestApp(config);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a configured address is v3 unless told; replacing it moves the previous one into older', async () => {
    expect(await cli('set', '8453', '--bulksend', first, '--bulksend-version', 'v2')).toBe(0);
    expect((await chain(8453))?.bulkSend).toEqual({
      address: first,
      source: 'configured',
      reason: null,
      version: 'v2',
      older: [],
    });
    expect(await cli('set', '8453', '--bulksend', second)).toBe(0);
    expect((await chain(8453))?.bulkSend).toMatchObject({
      address: second,
      version: 'v3',
      older: [{ address: first, version: 'v2' }],
    });
    // Back to the predicted address: the configured one keeps its history too, beside v2's predicted address.
    expect(await cli('set', '8453', '--bulksend', 'predicted')).toBe(0);
    expect((await chain(8453))?.bulkSend).toEqual({
      address: predictBulkSendV3Address({ owner }),
      source: 'predicted',
      reason: null,
      version: 'v3',
      older: [
        { address: predictBulkSendAddress({ owner }), version: 'v2' },
        { address: first, version: 'v2' },
        { address: second, version: 'v3' },
      ],
    });
    expect((await chain(8453))?.deploy).toMatchObject({ offered: true, owner });
  });

  it('--older-bulksend adds older addresses (repeatable, lowercase taken in EIP-55), none empties the list', async () => {
    expect(
      await cli('set', '56', '--older-bulksend', `${first.toLowerCase()}:v2`, '--older-bulksend', `${third}:v3`),
    ).toBe(0);
    expect((await chain(56))?.bulkSend.older).toEqual([
      { address: predictBulkSendAddress({ owner }), version: 'v2' },
      { address: first, version: 'v2' },
      { address: third, version: 'v3' },
    ]);
    // Given again: listed once.
    expect(await cli('set', '56', '--older-bulksend', `${first}:v2`)).toBe(0);
    expect((await chain(56))?.bulkSend.older).toHaveLength(3);
    expect(await cli('set', '56', '--older-bulksend', 'none')).toBe(0);
    expect((await chain(56))?.bulkSend.older).toEqual([{ address: predictBulkSendAddress({ owner }), version: 'v2' }]);
  });

  it('--bulksend-version alone corrects the version of the configured address, and is refused without one', async () => {
    expect(await cli('set', '42161', '--bulksend', first)).toBe(0);
    expect(await cli('set', '42161', '--bulksend-version', 'v2')).toBe(0);
    expect((await chain(42161))?.bulkSend).toMatchObject({ address: first, version: 'v2', older: [] });
    await expect(cli('set', '10', '--bulksend-version', 'v2')).rejects.toBeInstanceOf(InvalidBulkSendVersionError);
    await expect(cli('set', '10', '--bulksend', 'predicted', '--bulksend-version', 'v2')).rejects.toBeInstanceOf(
      InvalidBulkSendVersionError,
    );
  });

  it('refuses a bad version or older entry by name and writes nothing', async () => {
    const before = await served();
    await expect(cli('set', '137', '--bulksend', first, '--bulksend-version', 'v4')).rejects.toBeInstanceOf(
      InvalidBulkSendVersionError,
    );
    await expect(cli('set', '137', '--older-bulksend', `${first}:v9`)).rejects.toBeInstanceOf(
      InvalidBulkSendVersionError,
    );
    await expect(cli('set', '137', '--older-bulksend', first)).rejects.toBeInstanceOf(InvalidBulkSendVersionError);
    await expect(cli('set', '137', '--older-bulksend', '0x1234:v2')).rejects.toBeInstanceOf(InvalidAddressError);
    const wrongChecksum = `${first.slice(0, -1)}A`;
    await expect(cli('set', '137', '--older-bulksend', `${wrongChecksum}:v2`)).rejects.toBeInstanceOf(
      InvalidAddressError,
    );
    expect(await served()).toEqual(before);
  });

  it("serves Safe's Transaction Service on the chains it runs on, none elsewhere; the CLI sets and clears it", async () => {
    const byId = new Map((await served()).chains.map((c) => [c.id, c.safeTransactionService]));
    expect(byId.get(137)).toBe('https://safe-transaction-polygon.safe.global');
    expect(byId.get(1)).toBe('https://safe-transaction-mainnet.safe.global');
    expect(byId.get(80002)).toBeNull();
    expect(await cli('set', '80002', '--safe-service', 'https://safe.amoy.example/')).toBe(0);
    expect((await chain(80002))?.safeTransactionService).toBe('https://safe.amoy.example');
    expect(await connectSrc()).toEqual(
      expect.arrayContaining([
        'https://safe.amoy.example',
        'https://safe-transaction-polygon.safe.global',
        'https://safe-transaction-mainnet.safe.global',
      ]),
    );
    expect(await cli('set', '137', '--safe-service', 'none')).toBe(0);
    expect((await chain(137))?.safeTransactionService).toBeNull();
    expect(await connectSrc()).not.toContain('https://safe-transaction-polygon.safe.global');
    expect(await cli('set', '137', '--safe-service', 'default')).toBe(0);
    expect((await chain(137))?.safeTransactionService).toBe('https://safe-transaction-polygon.safe.global');
    await expect(cli('set', '137', '--safe-service', 'http://safe.example')).rejects.toBeInstanceOf(
      InsecureRpcUrlError,
    );
    await expect(cli('set', '137', '--safe-service', 'https://*.example')).rejects.toBeInstanceOf(
      InvalidChainSettingError,
    );
    expect((await chain(137))?.safeTransactionService).toBe('https://safe-transaction-polygon.safe.global');
  });

  it('serves ENS on Ethereum mainnet by default: its registry and chain 1’s first RPC, allowed by the CSP', async () => {
    expect(DEFAULT_ENS_REGISTRY).toBe(ENS_DEFAULTS.registry);
    const mainnetRpc = builtInChains.find((c) => c.id === 1)?.rpcUrls[0];
    expect((await served()).ens).toEqual({ chainId: 1, rpcUrl: mainnetRpc, registry: ENS_DEFAULTS.registry });
    expect(await connectSrc()).toContain(new URL(mainnetRpc as string).origin);
    // Chain 1's RPC as the operator set it is the one used.
    expect(await cli('set', '1', '--rpc', 'https://eth.operator.example/key')).toBe(0);
    expect((await served()).ens?.rpcUrl).toBe('https://eth.operator.example/key');
    expect(await cli('remove', '1')).toBe(0);
  });

  it('cli chains ens sets, switches off and restores where ENS names are resolved', async () => {
    expect(await cli('ens', '--rpc', 'https://ens.rpc.example/k')).toBe(0);
    expect(JSON.parse(output()).ens).toEqual({
      chainId: 1,
      rpcUrl: 'https://ens.rpc.example/k',
      registry: ENS_DEFAULTS.registry,
    });
    expect((await served()).ens?.rpcUrl).toBe('https://ens.rpc.example/k');
    expect(await connectSrc()).toContain('https://ens.rpc.example');
    expect(await cli('ens', '--chain-id', '11155111', '--registry', first)).toBe(0);
    expect((await served()).ens).toEqual({ chainId: 11155111, rpcUrl: 'https://ens.rpc.example/k', registry: first });
    expect(await cli('ens', '--off')).toBe(0);
    expect((await served()).ens).toBeNull();
    expect(await connectSrc()).not.toContain('https://ens.rpc.example');
    expect(await cli('ens', '--default')).toBe(0);
    expect((await served()).ens?.chainId).toBe(1);
    expect((await served()).ens?.registry).toBe(ENS_DEFAULTS.registry);
    expect(await cli('ens')).toBe(0);
    expect(JSON.parse(output()).ens.chainId).toBe(1);
  });

  it('cli chains ens refuses bad input by name and writes nothing', async () => {
    const before = (await served()).ens;
    await expect(cli('ens', '--rpc', 'http://ens.example')).rejects.toBeInstanceOf(InsecureRpcUrlError);
    await expect(cli('ens', '--registry', '0x1234')).rejects.toBeInstanceOf(InvalidAddressError);
    await expect(cli('ens', '--chain-id', '-1')).rejects.toBeInstanceOf(InvalidChainSettingError);
    // A chain the API knows no RPC of, without --rpc: nothing to read ENS through.
    await expect(cli('ens', '--chain-id', '31337')).rejects.toBeInstanceOf(ChainFactsMissingError);
    expect((await served()).ens).toEqual(before);
  });

  it('stored rows that break the rules are not served: a bad version hides the chain, a bad ENS row serves no ENS', async () => {
    await t.app.db.execute(
      sql`insert into chain_settings (chain_id, bulk_send_address, bulk_send_version) values (10, ${first}, 'v9')
          on conflict (chain_id) do update set bulk_send_address = excluded.bulk_send_address,
          bulk_send_version = excluded.bulk_send_version`,
    );
    expect((await served()).chains.some((c) => c.id === 10)).toBe(false);
    await t.app.db.execute(
      sql`update chain_settings set bulk_send_version = 'v2', older_bulk_sends = '[{"address":"0x12"}]' where chain_id = 10`,
    );
    expect((await served()).chains.some((c) => c.id === 10)).toBe(false);
    await t.app.db.execute(
      sql`update chain_settings set older_bulk_sends = '[]', safe_transaction_service_url = 'http://safe.example' where chain_id = 10`,
    );
    expect((await served()).chains.some((c) => c.id === 10)).toBe(false);
    await cli('list');
    expect(output()).toMatch(/UNUSABLE: safe_transaction_service_url: must be https/);
    await t.app.db.execute(sql`update chain_settings set safe_transaction_service_url = null where chain_id = 10`);
    expect((await chain(10))?.bulkSend).toMatchObject({ address: first, version: 'v2' });

    await t.app.db.execute(sql`insert into ens_settings (id, rpc_url) values (1, 'http://ens.example')`);
    expect((await served()).ens).toBeNull();
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json().unusableChains).toContainEqual({ chainId: 0, field: 'ens' });
    await cli('ens', '--default');
    expect((await served()).ens?.chainId).toBe(1);
  });
});
