import { AbiCoder } from 'ethers';
import { bulkSendInterface, bulkSendV3Interface, erc20ErrorsInterface } from './contractInterfaces.js';
import { revertDataOf } from './revertDataOf.js';

/** A decoded revert: BulkSend's (or the token's) custom error, `Error(string)` or `Panic(uint256)`. */
export type DecodedRevert = { errorName: string; args: readonly unknown[] };

/** Decodes the revert inside a JSON-RPC error; null when there is no revert data or it matches nothing known. */
export function decodeRevert(error: unknown): DecodedRevert | null {
  const data = revertDataOf(error);
  if (!data) return null;
  for (const iface of [bulkSendInterface, bulkSendV3Interface, erc20ErrorsInterface]) {
    try {
      const parsed = iface.parseError(data);
      if (parsed) return { errorName: parsed.name, args: [...parsed.args] };
    } catch {
      // not this interface's error
    }
  }
  const selector = data.slice(0, 10);
  try {
    if (selector === '0x08c379a0') {
      return { errorName: 'Error', args: [...AbiCoder.defaultAbiCoder().decode(['string'], `0x${data.slice(10)}`)] };
    }
    if (selector === '0x4e487b71') {
      return { errorName: 'Panic', args: [...AbiCoder.defaultAbiCoder().decode(['uint256'], `0x${data.slice(10)}`)] };
    }
  } catch {
    // malformed payload
  }
  return { errorName: selector, args: [] };
}
