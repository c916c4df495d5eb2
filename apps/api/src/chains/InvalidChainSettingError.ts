import { ChainSettingsError } from './ChainSettingsError.js';

/** A malformed chain id, decimals, symbol or name. */
export class InvalidChainSettingError extends ChainSettingsError {
  override name = 'InvalidChainSettingError';
}
