import { ChainSettingsError } from './ChainSettingsError.js';

/** A chain the chain-definition package does not know, added without name, native coin or RPC. */
export class ChainFactsMissingError extends ChainSettingsError {
  override name = 'ChainFactsMissingError';
}
