import { BULK_SEND_DEFAULT_SALT } from '@fanout/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/ConfigError.js';
import { loadChainsConfig } from './loadChainsConfig.js';

describe('loadChainsConfig', () => {
  it('has no owner by default, so no deploy is offered; a 10 s cache', () => {
    expect(loadChainsConfig({})).toEqual({ owner: null, salt: null, cacheMs: 10_000 });
  });

  it('takes BULKSEND_OWNER in EIP-55 form (a lowercase one is checksummed), and a salt', () => {
    const config = loadChainsConfig({
      BULKSEND_OWNER: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      BULKSEND_SALT: BULK_SEND_DEFAULT_SALT,
      CHAINS_CACHE_MS: '0',
    });
    expect(config).toEqual({
      owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      salt: BULK_SEND_DEFAULT_SALT,
      cacheMs: 0,
    });
  });

  it.each([
    ['BULKSEND_OWNER', { BULKSEND_OWNER: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' }, /checksum/],
    ['BULKSEND_OWNER', { BULKSEND_OWNER: 'alice.eth' }, /not an address/],
    ['BULKSEND_SALT', { BULKSEND_SALT: '0x1234' }, /64 hex/],
    ['CHAINS_CACHE_MS', { CHAINS_CACHE_MS: 'soon' }, /integer/],
  ])('refuses to start on a bad %s', (variable, env, message) => {
    expect(() => loadChainsConfig(env)).toThrow(ConfigError);
    expect(() => loadChainsConfig(env)).toThrow(message);
    try {
      loadChainsConfig(env);
    } catch (err) {
      expect((err as ConfigError).variable).toBe(variable);
    }
  });
});
