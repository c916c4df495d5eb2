import { ChainSettingsError } from './ChainSettingsError.js';

/** An address that is not 0x + 40 hex digits, or whose mixed case is not its EIP-55 checksum. */
export class InvalidAddressError extends ChainSettingsError {
  override name = 'InvalidAddressError';
}
