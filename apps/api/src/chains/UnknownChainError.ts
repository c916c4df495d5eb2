import { ChainSettingsError } from './ChainSettingsError.js';

/** A command about a chain that is neither built in nor configured. */
export class UnknownChainError extends ChainSettingsError {
  override name = 'UnknownChainError';
}
