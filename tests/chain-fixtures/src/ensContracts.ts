// ENS on the local chain from the npm artifacts of the ENS team: the registry of `@ensdomains/ens` (the registry
// contract Ethereum mainnet runs behind its fallback wrapper) and the PublicResolver (ETH and ENSIP-9/11 multi-coin
// `addr`, `name`) and ReverseRegistrar of `@ensdomains/resolver`. Names are made as their owner makes them: registry
// records, then resolver records; the primary name for chain 1 through the ReverseRegistrar (`<addr>.addr.reverse`).
// The test's deployer owns the root, so it also keeps ENSIP-19's `<coinTypeHex>.reverse` and `default.reverse`
// trees, where mainnet has reverse resolvers fed from each L2: the layout a reader walks is the same.
import { createRequire } from 'node:module';
import {
  type BaseContract,
  Contract,
  ContractFactory,
  type ContractTransactionResponse,
  type InterfaceAbi,
  id,
  namehash,
  type Signer,
  ZeroAddress,
  ZeroHash,
} from 'ethers';

const require = createRequire(import.meta.url);
type Artifact = { abi: InterfaceAbi; bytecode: string };
const REGISTRY = require('@ensdomains/ens/build/contracts/ENSRegistry.json') as Artifact;
const PUBLIC_RESOLVER = require('@ensdomains/resolver/build/contracts/PublicResolver.json') as Artifact;
const REVERSE_REGISTRAR = require('@ensdomains/resolver/build/contracts/ReverseRegistrar.json') as Artifact;

/** ENS deployed on the local chain, with the writes a name's owner makes. The deployer owns every name made here. */
export type EnsContracts = {
  registry: string;
  resolver: string;
  reverseRegistrar: string;
  /** Makes `name` and each missing parent (owned by the deployer), with the PublicResolver on `name` itself. */
  register(name: string): Promise<void>;
  /** The ETH record (coin type 60), `addr(node)`. */
  setEthAddress(name: string, address: string): Promise<void>;
  /** The record of one coin type (ENSIP-11: `0x80000000 | chainId` for an EVM chain), `addr(node, coinType)`. */
  setCoinAddress(name: string, coinType: number, address: string): Promise<void>;
  /** `owner`'s primary name on chain 1, set by `owner` through the ReverseRegistrar (`<addr>.addr.reverse`). */
  setPrimaryName(owner: Signer, name: string): Promise<void>;
  /** The primary name of `address` for an ENSIP-19 reverse namespace: `<coinTypeHex>` of an L2 or `default`. */
  setChainPrimaryName(address: string, namespace: string, name: string): Promise<void>;
};

const mined = async (sent: Promise<ContractTransactionResponse>) => {
  await (await sent).wait();
};
const labelOf = (name: string) => name.split('.')[0] as string;
const parentOf = (name: string) => name.split('.').slice(1).join('.');
const nodeOf = (name: string) => (name === '' ? ZeroHash : namehash(name));

/** Deploys the registry, the PublicResolver and the ReverseRegistrar, and makes `eth`, `reverse` and `addr.reverse`. */
export async function deployEnsContracts(deployer: Signer): Promise<EnsContracts> {
  const deploy = async (artifact: Artifact, ...args: unknown[]): Promise<BaseContract> => {
    const contract = await new ContractFactory(artifact.abi, artifact.bytecode, deployer).deploy(...args);
    await contract.waitForDeployment();
    return contract;
  };
  const owner = await deployer.getAddress();
  const registryAddress = await (await deploy(REGISTRY)).getAddress();
  const registry = new Contract(registryAddress, REGISTRY.abi, deployer);
  const resolverAddress = await (await deploy(PUBLIC_RESOLVER, registryAddress)).getAddress();
  const resolver = new Contract(resolverAddress, PUBLIC_RESOLVER.abi, deployer);
  // Deployed before it owns addr.reverse: its constructor hands an earlier registrar's record to the deployer.
  const reverseRegistrarAddress = await (
    await deploy(REVERSE_REGISTRAR, registryAddress, resolverAddress)
  ).getAddress();

  const makeNode = async (name: string, nodeOwner: string) =>
    mined(registry.getFunction('setSubnodeOwner')(nodeOf(parentOf(name)), id(labelOf(name)), nodeOwner));
  const exists = async (name: string) => (await registry.getFunction('owner')(nodeOf(name))) !== ZeroAddress;
  await makeNode('eth', owner);
  await makeNode('reverse', owner);
  await makeNode('addr.reverse', reverseRegistrarAddress);

  const register = async (name: string) => {
    const labels = name.split('.');
    for (let i = labels.length - 1; i > 0; i--) {
      const parent = labels.slice(i).join('.');
      if (!(await exists(parent))) await makeNode(parent, owner);
    }
    await mined(
      registry.getFunction('setSubnodeRecord')(nodeOf(parentOf(name)), id(labelOf(name)), owner, resolverAddress, 0),
    );
  };

  return {
    registry: registryAddress,
    resolver: resolverAddress,
    reverseRegistrar: reverseRegistrarAddress,
    register,
    async setEthAddress(name, address) {
      await mined(resolver.getFunction('setAddr(bytes32,address)')(namehash(name), address));
    },
    async setCoinAddress(name, coinType, address) {
      await mined(resolver.getFunction('setAddr(bytes32,uint256,bytes)')(namehash(name), coinType, address));
    },
    async setPrimaryName(nameOwner, name) {
      const registrar = new Contract(reverseRegistrarAddress, REVERSE_REGISTRAR.abi, nameOwner);
      await mined(registrar.getFunction('setName')(name));
    },
    async setChainPrimaryName(address, namespace, name) {
      const reverseName = `${address.slice(2).toLowerCase()}.${namespace}.reverse`;
      await register(reverseName);
      await mined(resolver.getFunction('setName')(namehash(reverseName), name));
    },
  };
}
