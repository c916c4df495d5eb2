import { ChainSettingsError } from './ChainSettingsError.js';

/** An RPC or explorer URL that is not https (plain http is accepted for localhost only). */
export class InsecureRpcUrlError extends ChainSettingsError {
  override name = 'InsecureRpcUrlError';
}
