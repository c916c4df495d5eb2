// GasliteDrop, the peer of the NFT bench (issue 39), measured in the same run as BulkSend v3. Its code is not in this
// repository and never committed: the bench compiles the file named by GASLITE_SOURCE at bench time, with the same npm
// `solc` as the project, and deploys it on the bench's Hardhat network. Without GASLITE_SOURCE the peer is not measured
// and the bench prints issue 39's figures labelled as quoted.
//
//   GASLITE_SOURCE       path of GasliteDrop.sol (airdropERC721), e.g. src/GasliteDrop.sol of PopPunkLLC/gaslite-core
//   GASLITE_1155_SOURCE  path of GasliteDrop1155.sol (airdropERC1155); default: GasliteDrop1155.sol beside GASLITE_SOURCE
//   GASLITE_OPTIMIZER_RUNS  default 999999 (gaslite-core's foundry.toml: optimizer on, optimizer-runs 999999)
//   GASLITE_EVM_VERSION     default cancun (the bench chain's and BulkSend v3's)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import {
  type Contract,
  ContractFactory,
  type ContractTransactionResponse,
  type InterfaceAbi,
  type Signer,
} from 'ethers';

const require = createRequire(import.meta.url);
const solc = require('solc') as { compile(input: string): string; version(): string };

/** One compiled peer file. */
export interface PeerSource {
  path: string;
  sha256: string;
  /** The file's own `pragma solidity …;` (replaced by the running compiler's version to compile it). */
  pragma: string;
}

export interface GasliteDrop {
  /** airdropERC721(address nft, address[] addresses, uint256[] tokenIds) */
  drop: Contract | null;
  /** airdropERC1155(address token, (uint256 tokenId, (uint256 amount, address[] recipients)[] airdropAmounts)[]) */
  drop1155: Contract | null;
  sources: PeerSource[];
  settings: { compiler: string; optimizerRuns: number; evmVersion: string };
}

/** Why the peer is not measured, or the deployed peer. */
export type GasliteDropLoad = { measured: false; reason: string } | ({ measured: true } & GasliteDrop);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

function readPeer(path: string): { source: PeerSource; content: string } {
  const text = readFileSync(path, 'utf8');
  const pragma = /pragma solidity [^;]+;/.exec(text)?.[0];
  if (!pragma) throw new Error(`${path}: no "pragma solidity" line: is it GasliteDrop's source?`);
  const version = solc.version().replace(/\+.*/, '');
  return {
    source: { path, sha256: createHash('sha256').update(text).digest('hex'), pragma },
    // Only the version pin changes (GasliteDrop pins 0.8.19 / 0.8.20; the project's compiler is newer).
    content: text.replace(pragma, `pragma solidity ${version};`),
  };
}

/** Compiles and deploys GasliteDrop (and GasliteDrop1155 when found) from GASLITE_SOURCE, or says why not. */
export async function loadGasliteDrop(deployer: Signer, env = process.env): Promise<GasliteDropLoad> {
  const main = env.GASLITE_SOURCE;
  if (!main) return { measured: false, reason: 'GASLITE_SOURCE is not set' };
  const path721 = resolve(main);
  if (!existsSync(path721)) throw new Error(`GASLITE_SOURCE=${main}: no such file`);
  const sibling = join(dirname(path721), 'GasliteDrop1155.sol');
  const path1155 = env.GASLITE_1155_SOURCE ? resolve(env.GASLITE_1155_SOURCE) : existsSync(sibling) ? sibling : null;
  if (path1155 && !existsSync(path1155)) throw new Error(`GASLITE_1155_SOURCE=${path1155}: no such file`);

  const files = [path721, ...(path1155 ? [path1155] : [])].map(readPeer);
  const settings = {
    compiler: solc.version(),
    optimizerRuns: Number(env.GASLITE_OPTIMIZER_RUNS ?? 999_999),
    evmVersion: env.GASLITE_EVM_VERSION ?? 'cancun',
  };
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(files.map((f) => [basename(f.source.path), { content: f.content }])),
    settings: {
      optimizer: { enabled: true, runs: settings.optimizerRuns },
      evmVersion: settings.evmVersion,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0)
    throw new Error(`GasliteDrop does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);

  const deploy = async (name: string): Promise<Contract | null> => {
    const artifact = Object.values(output.contracts ?? {}).find((c) => c[name])?.[name];
    if (!artifact) return null;
    const factory = new ContractFactory(artifact.abi, artifact.evm.bytecode.object, deployer);
    const contract = await factory.deploy();
    await contract.waitForDeployment();
    return contract as Contract;
  };
  const drop = await deploy('GasliteDrop');
  if (!drop) throw new Error(`${path721} has no contract GasliteDrop`);
  const drop1155 = path1155 ? await deploy('GasliteDrop1155') : null;
  if (path1155 && !drop1155) throw new Error(`${path1155} has no contract GasliteDrop1155`);
  return { measured: true, drop, drop1155, sources: files.map((f) => f.source), settings };
}

/** GasliteDrop1155's argument for one id, one amount for all. */
export const oneAmountForAll = (tokenId: bigint, amount: bigint, recipients: readonly string[]) => [
  { tokenId, airdropAmounts: [{ amount, recipients }] },
];

/** GasliteDrop1155's argument for one id and an amount per recipient: an amount entry each. */
export const amountEach = (tokenId: bigint, amounts: readonly bigint[], recipients: readonly string[]) => [
  { tokenId, airdropAmounts: recipients.map((r, i) => ({ amount: amounts[i] ?? 0n, recipients: [r] })) },
];

/** GasliteDrop1155's argument for a distinct id per recipient. */
export const idEach = (ids: readonly bigint[], amounts: readonly bigint[], recipients: readonly string[]) =>
  recipients.map((r, i) => ({
    tokenId: ids[i] ?? 0n,
    airdropAmounts: [{ amount: amounts[i] ?? 0n, recipients: [r] }],
  }));

export type PeerCall = () => Promise<ContractTransactionResponse>;
