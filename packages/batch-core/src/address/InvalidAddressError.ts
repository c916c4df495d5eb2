import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { BatchCoreMessageKey } from '../messages/BatchCoreMessageKey.js';
import type { AddressProblem } from './AddressProblem.js';

const MESSAGE_KEYS: Readonly<Record<AddressProblem, BatchCoreMessageKey>> = {
  INVALID_ADDRESS: 'invalidAddress',
  BAD_CHECKSUM: 'invalidAddressChecksum',
  ZERO_ADDRESS: 'zeroAddress',
};

/** Thrown by toChecksumAddress when the input is not an address. */
export class InvalidAddressError extends BatchCoreError {
  override readonly name = 'InvalidAddressError';
  readonly code: AddressProblem;
  readonly address: string;

  constructor(code: AddressProblem, address: string, message: string) {
    super(message, { messageKey: MESSAGE_KEYS[code] ?? 'invalidAddress', messageParams: { address: String(address) } });
    this.code = code;
    this.address = address;
  }
}
