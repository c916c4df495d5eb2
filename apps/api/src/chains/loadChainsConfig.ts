// Reads BULKSEND_OWNER, BULKSEND_SALT and CHAINS_CACHE_MS; a bad owner or salt stops the start (ConfigError).
import { BULK_SEND_DEFAULT_SALT } from '@fanout/contracts';
import { ConfigError } from '../config/ConfigError.js';
import { ChainSettingsError } from './ChainSettingsError.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { parseChecksumAddress } from './parseChecksumAddress.js';

export const DEFAULT_CHAINS_CACHE_MS = 10_000;

export function loadChainsConfig(env: Record<string, string | undefined>): ChainsConfig {
  let owner: string | null = null;
  if (env.BULKSEND_OWNER) {
    try {
      owner = parseChecksumAddress(env.BULKSEND_OWNER, 'BULKSEND_OWNER');
    } catch (err) {
      if (err instanceof ChainSettingsError) throw new ConfigError('BULKSEND_OWNER', err.message);
      throw err;
    }
  }
  const salt = env.BULKSEND_SALT || null;
  if (salt !== null && !/^0x[0-9a-fA-F]{64}$/.test(salt)) {
    throw new ConfigError('BULKSEND_SALT', `expected 0x + 64 hex digits (default ${BULK_SEND_DEFAULT_SALT})`);
  }
  const rawCache = env.CHAINS_CACHE_MS;
  const cacheMs = rawCache === undefined || rawCache === '' ? DEFAULT_CHAINS_CACHE_MS : Number(rawCache);
  if (!Number.isInteger(cacheMs) || cacheMs < 0) {
    throw new ConfigError('CHAINS_CACHE_MS', `expected an integer ≥ 0, got "${rawCache}"`);
  }
  return { owner, salt, cacheMs };
}
