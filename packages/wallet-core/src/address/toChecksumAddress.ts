import { toChecksumAddress as checksum, InvalidAddressError } from '@fanout/batch-core';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { Address } from './Address.js';

/**
 * The EIP-55 checksummed form of an address given in any case (mixed case must carry a valid checksum).
 * Throws wallet-core's {@link InvalidParameterError} with batch-core's text (`batchCore_INVALID_ADDRESS`, or
 * `batchCore_BAD_CHECKSUM` for a mistyped character, with the address), so `userMessageOf` names the
 * problem instead of showing "Connection failed"; batch-core's `InvalidAddressError` is its `cause`.
 */
export function toChecksumAddress(address: string): Address {
  try {
    return checksum(address) as Address;
  } catch (cause) {
    if (!(cause instanceof InvalidAddressError)) throw cause;
    throw new InvalidParameterError('address', cause.message, {
      shortMessage: `Not a valid address: ${String(address)}`,
      messageKey: `batchCore_${cause.messageKey}`,
      messageParams: cause.messageParams,
      cause,
    });
  }
}
