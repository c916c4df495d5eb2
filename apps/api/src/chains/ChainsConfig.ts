/** Settings of the served chain list (environment: BULKSEND_OWNER, BULKSEND_SALT, CHAINS_CACHE_MS). */
export interface ChainsConfig {
  /** Fee owner of the deterministic BulkSend: with it every chain gets a predicted address and a deploy offer. */
  owner: string | null;
  /** CREATE2 salt; null means @fanout/contracts' BULK_SEND_DEFAULT_SALT. */
  salt: string | null;
  /** How long the API keeps the settings read from the database before reading them again (CLI changes). */
  cacheMs: number;
}
