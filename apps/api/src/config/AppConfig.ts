// Everything buildApp needs, already parsed and defaulted (see loadConfig for the environment variables).
import type { ChainsConfig } from '../chains/ChainsConfig.js';
import type { DatabaseConfig } from '../db/DatabaseConfig.js';

export interface MailConfig {
  /** smtp://user:pass@host:port (or smtps://). */
  smtpUrl: string;
  to: string;
  from: string;
  /** Idle poll interval of the outbox worker; new messages wake it at once. */
  pollMs: number;
  /** How long a claimed row stays reserved for one worker before another may retry it (≥ 2 × sendTimeoutMs). */
  leaseMs: number;
  /** The SMTP client's connection, greeting and socket timeouts: the longest one send may wait on the server. */
  sendTimeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  maxAttempts: number;
}

export interface RateLimitConfig {
  /** Posts per window per client IP to each form. */
  formMax: number;
  /** Login attempts per window per client IP. */
  loginMax: number;
  /** Profile look-ups (GET /api/user/info) per window per client IP. */
  userInfoMax: number;
  /** GET /readyz calls per window per client IP (default 120). */
  readyzMax?: number | undefined;
  windowMs: number;
  /** Shared counters across processes when set; in-memory otherwise. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys (several deployments may share one Redis). */
  redisPrefix?: string | undefined;
}

export interface CspConfig {
  connectSrc: string[];
  frameSrc: string[];
  /**
   * Pages that may frame the site (CSP_FRAME_ANCESTORS, e.g. `https://app.safe.global` for the Tool as a Safe App);
   * none by default (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
   */
  frameAncestors?: string[];
  mediaSrc: string[];
  imgSrc: string[];
  /** `'sha256-…'` sources of the built site's inline scripts (read from its index.html at start, not configured). */
  scriptHashes?: string[];
}

/** Timeouts and bounds that keep slow clients and a slow database from tying the API up. */
export interface LimitsConfig {
  /** The whole request (headers and body) must arrive within this; a slower client gets 408 and is closed. */
  requestTimeoutMs: number;
  /** A form post waits at most this long for its statement to start (and, on PostgreSQL, for it to finish). */
  writeTimeoutMs: number;
  /** Form posts waiting for the database; more are answered 503 at once. */
  writeQueueMax: number;
  /** Retry-After (seconds) on those 503 answers. */
  retryAfterSeconds: number;
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export interface AppConfig {
  database: DatabaseConfig;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Texts a wallet may sign before the timestamp: wallet-core's defaultLoginText for each of this site's own
   * domains (SITE_DOMAIN), or LOGIN_TEXT. A text naming any other site is refused. */
  loginTexts: string[];
  /** Accepted clock difference between a login timestamp and now. */
  loginWindowSeconds: number;
  /** The clock the login window is checked against (ms since the epoch); Date.now unless a test pins it. */
  now?: (() => number) | undefined;
  mail?: MailConfig | undefined;
  rateLimit: RateLimitConfig;
  /** Fastify trustProxy: false (default), true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  bodyLimit: number;
  limits: LimitsConfig;
  /** Folder of the built web app served at /, if it exists. */
  webDist?: string | undefined;
  /** Folder of the Storybook static build, served on its own port (STORYBOOK_PORT) when both are set. */
  storybookDist?: string | undefined;
  /** Port of Storybook's own listener (another origin than the site's); unset: Storybook is not served. */
  storybookPort?: number | undefined;
  csp: CspConfig;
  /** Served chain settings (BULKSEND_OWNER, BULKSEND_SALT, CHAINS_CACHE_MS); defaults: no owner, 10 s cache. */
  chains?: ChainsConfig | undefined;
  /** How long a shutdown waits for open keep-alive connections to send one more request (answered 503 with
   * `Connection: close`) or to close, before closing the idle ones (SHUTDOWN_GRACE_MS, default 5000). */
  shutdownGraceMs?: number | undefined;
  /** How long one /readyz probe answers later calls (default READINESS_REUSE_MS, 1 s; tests of its outcome use 0). */
  readinessReuseMs?: number | undefined;
  logger: boolean;
  logStream?: LogStream | undefined;
}
