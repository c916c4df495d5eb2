import { Interface } from 'ethers';

/** The ENS registry's one read a resolution needs (ENS, EIP-137). */
export const ensRegistryInterface = new Interface(['function resolver(bytes32 node) view returns (address)']);

/** A resolver's address and name records: EIP-137 `addr`, ENSIP-9/11 multi-coin `addr`, EIP-181 `name`. */
export const ensResolverInterface = new Interface([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function name(bytes32 node) view returns (string)',
]);
