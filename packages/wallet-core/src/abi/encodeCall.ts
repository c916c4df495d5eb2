import { InvalidParameterError } from '../errors/InvalidParameterError.js';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const UINT256_MAX = (1n << 256n) - 1n;

/** An argument of a call with only static parameters. */
export type StaticArgument = { address: string } | { uint: bigint } | { bool: boolean };

/** Calldata of `selector(args…)` for static argument types (address, uint256, bool). */
export function encodeCall(selector: string, args: readonly StaticArgument[] = []): `0x${string}` {
  let data = selector.slice(2);
  for (const arg of args) {
    if ('address' in arg) {
      if (!ADDRESS_PATTERN.test(arg.address))
        throw new InvalidParameterError('address', `not an address: ${arg.address}`);
      data += arg.address.slice(2).toLowerCase().padStart(64, '0');
    } else if ('uint' in arg) {
      if (arg.uint < 0n || arg.uint > UINT256_MAX)
        throw new InvalidParameterError('amount', `not a uint256: ${arg.uint}`);
      data += arg.uint.toString(16).padStart(64, '0');
    } else {
      data += (arg.bool ? '1' : '0').padStart(64, '0');
    }
  }
  return `0x${data}`;
}
