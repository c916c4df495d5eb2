// Reads the environment (documented in README.md) into an AppConfig; refuses to start on a bad or missing setting.
import { join, resolve } from 'node:path';
import { defaultLoginText } from '@fanout/wallet-core';
import { loadChainsConfig } from '../chains/loadChainsConfig.js';
import { DEFAULT_READYZ_RATE_LIMIT } from '../health/healthRoutes.js';
import { assertLeaseCoversSend } from '../mail/assertLeaseCoversSend.js';
import type { AppConfig, MailConfig } from './AppConfig.js';
import { ConfigError } from './ConfigError.js';
import { jwtSecretFromDataDir } from './jwtSecretFromDataDir.js';
import { defaultDataDir, defaultStorybookDist, defaultWebDist } from './paths.js';

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(name, `expected an integer ≥ ${min}, got "${raw}"`);
  return n;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  return raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export const defaultRpcUrls = ['https://polygon-rpc.com', 'https://rpc-amoy.polygon.technology'];
/** The site embeds no frames (its map is a picture, its tour a local video); CSP_FRAME_SRC allows some if wanted. */
export const defaultFrameSrc: string[] = [];

/** Without SITE_DOMAIN: the address this process serves (as localhost and 127.0.0.1), and in development also the
 * Vite dev server (:5173) that proxies to it — the hosts a browser shows as location.host for this site. */
function localDomains(host: string, port: string, production: boolean): string[] {
  const hosts = host === 'localhost' || host === '127.0.0.1' ? ['localhost', '127.0.0.1'] : [host];
  const ports = production ? [port] : [port, '5173'];
  return ports.flatMap((p) => hosts.map((h) => `${h}:${p}`));
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production' && env.FANOUT_LOCAL !== '1';
  const dataDir = resolve(env.DATA_DIR ?? defaultDataDir);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET', 'required in production (the same value in every API process)');
    jwtSecret = jwtSecretFromDataDir(dataDir);
  }

  let mail: MailConfig | undefined;
  if (env.SMTP_URL && env.MAIL_TO) {
    mail = {
      smtpUrl: env.SMTP_URL,
      to: env.MAIL_TO,
      from: env.MAIL_FROM ?? `Fanout <no-reply@${env.SITE_DOMAIN?.split(/[\s,:]/)[0] || 'localhost'}>`,
      pollMs: int(env, 'MAIL_POLL_MS', 5000, 10),
      leaseMs: int(env, 'MAIL_LEASE_MS', 120_000, 1000),
      sendTimeoutMs: int(env, 'MAIL_SEND_TIMEOUT_MS', 30_000, 100),
      backoffBaseMs: int(env, 'MAIL_BACKOFF_BASE_MS', 10_000, 1),
      backoffMaxMs: int(env, 'MAIL_BACKOFF_MAX_MS', 3_600_000, 1),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 30, 1),
    };
    assertLeaseCoversSend(mail);
  } else if (env.SMTP_URL || env.MAIL_TO) {
    throw new ConfigError(env.SMTP_URL ? 'MAIL_TO' : 'SMTP_URL', 'SMTP_URL and MAIL_TO go together');
  }

  const port = env.PORT ?? '3000';
  const chainId = int(env, 'CHAIN_ID', 137, 1);
  const domains = list(env, 'SITE_DOMAIN', localDomains(env.HOST ?? 'localhost', port, env.NODE_ENV === 'production'));
  if (domains.length === 0) throw new ConfigError('SITE_DOMAIN', 'names at least one domain');

  const writeTimeoutMs = int(env, 'WRITE_TIMEOUT_MS', 5000, 100);
  return {
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: int(env, 'DATABASE_POOL_SIZE', 20, 1),
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    jwtSecret,
    jwtTtlSeconds: int(env, 'JWT_TTL_SECONDS', 7 * 24 * 3600, 60),
    loginTexts: env.LOGIN_TEXT ? [env.LOGIN_TEXT] : domains.map((domain) => defaultLoginText({ domain, chainId })),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 300, 1),
    mail,
    rateLimit: {
      formMax: int(env, 'FORM_RATE_LIMIT', 10, 1),
      loginMax: int(env, 'LOGIN_RATE_LIMIT', 30, 1),
      userInfoMax: int(env, 'USER_INFO_RATE_LIMIT', 60, 1),
      readyzMax: int(env, 'READYZ_RATE_LIMIT', DEFAULT_READYZ_RATE_LIMIT, 1),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
      redisUrl: env.REDIS_URL || undefined,
      redisPrefix: env.REDIS_PREFIX || 'fanout-rl:',
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: int(env, 'BODY_LIMIT', 64 * 1024, 1024),
    limits: {
      requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 15_000, 100),
      writeTimeoutMs,
      writeQueueMax: int(env, 'WRITE_QUEUE_MAX', 5000, 1),
      retryAfterSeconds: int(env, 'RETRY_AFTER_SECONDS', 5, 1),
    },
    webDist: env.WEB_DIST ?? defaultWebDist,
    storybookDist: env.STORYBOOK_DIST ?? defaultStorybookDist,
    storybookPort: env.STORYBOOK_PORT ? int(env, 'STORYBOOK_PORT', 0, 1) : undefined,
    csp: {
      connectSrc: list(env, 'CSP_CONNECT_SRC', defaultRpcUrls),
      frameSrc: list(env, 'CSP_FRAME_SRC', defaultFrameSrc),
      frameAncestors: list(env, 'CSP_FRAME_ANCESTORS', []),
      mediaSrc: list(env, 'CSP_MEDIA_SRC', ['https:']),
      imgSrc: list(env, 'CSP_IMG_SRC', ['data:', 'https:']),
    },
    chains: loadChainsConfig(env),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS) >= 0 && env.SHUTDOWN_GRACE_MS ? Number(env.SHUTDOWN_GRACE_MS) : 5000,
    logger: env.LOG_LEVEL !== 'silent',
  };
}
