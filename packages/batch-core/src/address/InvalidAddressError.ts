import { BatchCoreError } from '../errors/BatchCoreError.js';
import type { AddressProblem } from './AddressProblem.js';

/** Thrown by toChecksumAddress when the input is not an address; its `code` is its `messageKey`. */
export class InvalidAddressError extends BatchCoreError {
  override readonly name = 'InvalidAddressError';
  readonly code: AddressProblem;
  readonly address: string;

  constructor(code: AddressProblem, address: string, message: string) {
    super(message, { messageKey: code, messageParams: { address: String(address) } });
    this.code = code;
    this.address = address;
  }
}
