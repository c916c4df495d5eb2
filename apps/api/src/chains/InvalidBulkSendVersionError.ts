import { ChainSettingsError } from './ChainSettingsError.js';

/** A BulkSend version other than v2 or v3, or a version given without a configured address to apply to. */
export class InvalidBulkSendVersionError extends ChainSettingsError {
  override name = 'InvalidBulkSendVersionError';
}
