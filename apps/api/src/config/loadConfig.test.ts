import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLoginText } from '@fanout/wallet-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MailLeaseTooShortError } from '../mail/MailLeaseTooShortError.js';
import { contentSecurityPolicy } from '../web/contentSecurityPolicy.js';
import { securityHeaders } from '../web/securityHeaders.js';
import { ConfigError } from './ConfigError.js';
import { loadConfig } from './loadConfig.js';

const dirs: string[] = [];
function dataDir() {
  const d = mkdtempSync(join(tmpdir(), 'fanout-cfg-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('zero configuration (npm start): embedded PGlite in DATA_DIR and a generated secret kept there', () => {
    const DATA_DIR = dataDir();
    const env = { NODE_ENV: 'production', FANOUT_LOCAL: '1', DATA_DIR, PORT: '8080', HOST: 'localhost' };
    const first = loadConfig(env);
    expect(first.database).toEqual({ kind: 'pglite', dataDir: join(DATA_DIR, 'pglite') });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(DATA_DIR, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(DATA_DIR, 'jwt-secret')).mode & 0o077).toBe(0);
    // Restarting keeps the same secret, so issued tokens stay valid.
    expect(loadConfig(env).jwtSecret).toBe(first.jwtSecret);
    // What the browser shows as location.host for `npm start`, signed by wallet-core's default text.
    expect(first.loginTexts).toEqual([
      defaultLoginText({ domain: 'localhost:8080', chainId: 137 }),
      defaultLoginText({ domain: '127.0.0.1:8080', chainId: 137 }),
    ]);
    expect(first.mail).toBeUndefined();
    expect(first.trustProxy).toBe(false);
    // The site embeds no frames (the contact map is a picture, the tour a local video): none are allowed by default.
    expect(first.csp.frameSrc).toEqual([]);
    expect(contentSecurityPolicy(first.csp).frameSrc).toEqual(["'none'"]);
  });

  it('is framed by nobody unless CSP_FRAME_ANCESTORS names who may (Safe{Wallet} opening the Tool as a Safe App)', () => {
    const closed = loadConfig({ DATA_DIR: dataDir() });
    expect(closed.csp.frameAncestors).toEqual([]);
    expect(securityHeaders(closed.csp)['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders(closed.csp)['x-frame-options']).toBe('DENY');
    const open = loadConfig({
      DATA_DIR: dataDir(),
      CSP_FRAME_ANCESTORS: 'https://app.safe.global, https://bad;script-src',
    });
    const headers = securityHeaders(open.csp);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/app\.safe\.global$/);
    expect(headers['content-security-policy']).not.toContain('bad');
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('real production refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/fanout' });
    expect(ok.jwtSecret).toBe('x'.repeat(40));
    expect(ok.database).toEqual({ kind: 'postgres', url: 'postgres://db/fanout', poolSize: 20 });
  });

  it('reads mail, limits, proxy and CSP settings', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtp://mail:25',
      MAIL_TO: 'ops@example.com',
      FORM_RATE_LIMIT: '3',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://r:6379',
      CSP_CONNECT_SRC: 'https://rpc.one, https://rpc.two',
      SITE_DOMAIN: 'fanout.example',
      CHAIN_ID: '80002',
    });
    expect(c.mail).toMatchObject({
      smtpUrl: 'smtp://mail:25',
      to: 'ops@example.com',
      from: 'Fanout <no-reply@fanout.example>',
    });
    expect(c.rateLimit).toMatchObject({ formMax: 3, redisUrl: 'redis://r:6379' });
    expect(c.trustProxy).toBe(1);
    expect(c.csp.connectSrc).toEqual(['https://rpc.one', 'https://rpc.two']);
    expect(c.loginTexts).toEqual([defaultLoginText({ domain: 'fanout.example', chainId: 80002 })]);
  });

  it('in development also accepts the Vite dev server host that proxies to the API', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), PORT: '3000' });
    expect(c.loginTexts).toHaveLength(4);
    expect(c.loginTexts).toContain(defaultLoginText({ domain: 'localhost:5173', chainId: 137 }));
    const several = loadConfig({ DATA_DIR: dataDir(), SITE_DOMAIN: 'fanout.example, www.fanout.example' });
    expect(several.loginTexts).toHaveLength(2);
  });

  it('rejects half a mail setup and malformed numbers', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:25' })).toThrow(/MAIL_TO/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
  });

  it('refuses a mail lease shorter than twice the SMTP send timeout, by name', () => {
    const mail = { DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:25', MAIL_TO: 'ops@example.com' };
    // The case: a 10 s lease with the default 30 s send timeout would let a slow send go out twice.
    expect(() => loadConfig({ ...mail, MAIL_LEASE_MS: '10000' })).toThrow(MailLeaseTooShortError);
    expect(() => loadConfig({ ...mail, MAIL_LEASE_MS: '59999' })).toThrow(/MAIL_LEASE_MS: .*at least 60000/);
    expect(loadConfig({ ...mail, MAIL_LEASE_MS: '60000' }).mail).toMatchObject({
      leaseMs: 60_000,
      sendTimeoutMs: 30_000,
    });
    expect(loadConfig({ ...mail, MAIL_LEASE_MS: '10000', MAIL_SEND_TIMEOUT_MS: '5000' }).mail?.leaseMs).toBe(10_000);
    expect(loadConfig(mail).mail).toMatchObject({ leaseMs: 120_000, sendTimeoutMs: 30_000 });
  });
});
