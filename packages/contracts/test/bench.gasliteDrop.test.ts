// The bench's GasliteDrop loader (bench/gasliteDrop.ts): GasliteDrop's code is never in the repository, so the loader
// takes it from GASLITE_SOURCE at bench time, or says the peer is not measured. The tests use a stand-in file written
// here with GasliteDrop's shape (a pinned older pragma, its function names), not GasliteDrop's code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import hre from 'hardhat';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGasliteDrop } from '../bench/gasliteDrop.js';

const STAND_IN_721 = `pragma solidity 0.8.19;
contract GasliteDrop {
    function airdropERC721(address, address[] calldata, uint256[] calldata) external payable {}
}
`;
const STAND_IN_1155 = `pragma solidity 0.8.20;
contract GasliteDrop1155 {
    struct AirdropToken { uint256 tokenId; AirdropTokenAmount[] airdropAmounts; }
    struct AirdropTokenAmount { uint256 amount; address[] recipients; }
    function airdropERC1155(address, AirdropToken[] calldata) external {}
}
`;

describe('bench: GasliteDrop from GASLITE_SOURCE', () => {
  let sender: JsonRpcSigner;
  let dir: string;
  beforeAll(async () => {
    sender = await new BrowserProvider(hre.network.provider).getSigner(0);
    dir = mkdtempSync(join(tmpdir(), 'gaslite-'));
    writeFileSync(join(dir, 'GasliteDrop.sol'), STAND_IN_721);
    writeFileSync(join(dir, 'GasliteDrop1155.sol'), STAND_IN_1155);
  });

  it('is not measured without GASLITE_SOURCE, and says why', async () => {
    expect(await loadGasliteDrop(sender, {})).toEqual({ measured: false, reason: 'GASLITE_SOURCE is not set' });
  });

  it('refuses a GASLITE_SOURCE that names no file (never falls back to quoted figures silently)', async () => {
    await expect(loadGasliteDrop(sender, { GASLITE_SOURCE: join(dir, 'missing.sol') })).rejects.toThrow(/no such file/);
  });

  it('compiles both files with the project solc (pragma pin replaced) and deploys them', async () => {
    const load = await loadGasliteDrop(sender, { GASLITE_SOURCE: join(dir, 'GasliteDrop.sol') });
    if (!load.measured) throw new Error(load.reason);
    expect(load.settings).toMatchObject({ optimizerRuns: 999_999, evmVersion: 'cancun' });
    expect(load.settings.compiler).toMatch(/^0\.8\.28\+/);
    expect(load.sources.map((s) => s.pragma)).toEqual(['pragma solidity 0.8.19;', 'pragma solidity 0.8.20;']);
    const provider = sender.provider;
    expect(await provider.getCode((await load.drop?.getAddress()) ?? '')).not.toBe('0x');
    expect(await provider.getCode((await load.drop1155?.getAddress()) ?? '')).not.toBe('0x');
    const tx = await load.drop1155?.getFunction('airdropERC1155')(sender.address, [
      { tokenId: 1n, airdropAmounts: [{ amount: 1n, recipients: [sender.address] }] },
    ]);
    expect((await tx?.wait())?.status).toBe(1);
  });

  it('measures GasliteDrop alone when no GasliteDrop1155.sol is beside it', async () => {
    const alone = mkdtempSync(join(tmpdir(), 'gaslite-alone-'));
    writeFileSync(join(alone, 'GasliteDrop.sol'), STAND_IN_721);
    const load = await loadGasliteDrop(sender, { GASLITE_SOURCE: join(alone, 'GasliteDrop.sol') });
    if (!load.measured) throw new Error(load.reason);
    expect(load.drop).not.toBeNull();
    expect(load.drop1155).toBeNull();
  });

  it('takes the optimizer runs and EVM version from the environment', async () => {
    const load = await loadGasliteDrop(sender, {
      GASLITE_SOURCE: join(dir, 'GasliteDrop.sol'),
      GASLITE_1155_SOURCE: join(dir, 'GasliteDrop1155.sol'),
      GASLITE_OPTIMIZER_RUNS: '200',
      GASLITE_EVM_VERSION: 'paris',
    });
    if (!load.measured) throw new Error(load.reason);
    expect(load.settings).toMatchObject({ optimizerRuns: 200, evmVersion: 'paris' });
  });
});
