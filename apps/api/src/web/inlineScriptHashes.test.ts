// Only the built index.html's own inline scripts reach script-src, each by its hash; nothing else can.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeadersFollowingRpcs } from '../chains/securityHeadersFollowingRpcs.js';
import { contentSecurityPolicy } from './contentSecurityPolicy.js';
import { CSP_HEADER_MAX_BYTES } from './cspOrigin.js';
import { inlineScriptHashes, inlineScriptHashesOf, SCRIPT_HASHES_MAX_BYTES } from './inlineScriptHashes.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const csp = { connectSrc: [], frameSrc: [], mediaSrc: [], imgSrc: [] };

describe('inline script hashes', () => {
  it("hashes each attribute-less inline script once, and not the entry's module script nor JSON data", () => {
    const html =
      '<head><script>a()</script><script type="module" src="/assets/index.js"></script>' +
      '<script type="application/json">{"x":1}</script><SCRIPT>b()\n</SCRIPT><script>a()</script></head>';
    expect(inlineScriptHashesOf(html).sources).toEqual([sha('a()'), sha('b()\n')]);
    expect(inlineScriptHashesOf('<title>no scripts</title>').sources).toEqual([]);
  });

  it('hashes only real script elements: not one in a comment, <template>, <textarea>, <title> or attribute value', () => {
    const html =
      '<!doctype html><html><head><title><script>t()</script></title>' +
      '<!-- <script>commented()</script> --><script>real()</script></head><body>' +
      '<template><script>inert()</script><template><script>nested()</script></template></template>' +
      '<textarea><script>typed()</script></textarea>' +
      '<div title="<script>quoted()</script>" data-x=\'<script>single()</script>\'></div>' +
      '<noscript><script>off()</script></noscript><style>/* <script>css()</script> */</style>' +
      '<SCRIPT>last()</SCRIPT ></body></html>';
    expect(inlineScriptHashesOf(html).sources).toEqual([sha('real()'), sha('last()')]);
  });

  it('keeps the hashes inside the CSP bound: 1,000 inline scripts leave room for the RPC origins', () => {
    const html = Array.from({ length: 1000 }, (_, i) => `<script>s${i}()</script>`).join('');
    const { sources, leftOut } = inlineScriptHashesOf(html);
    expect(sources.join(' ').length).toBeLessThanOrEqual(SCRIPT_HASHES_MAX_BYTES);
    expect(sources[0]).toBe(sha('s0()'));
    expect(leftOut).toBe(1000 - sources.length);
    const rpcs = Array.from({ length: 40 }, (_, i) => `https://rpc${i}.example`);
    const policy = securityHeadersFollowingRpcs({ ...csp, scriptHashes: sources })(rpcs)['content-security-policy'];
    expect(Buffer.byteLength(String(policy))).toBeLessThanOrEqual(CSP_HEADER_MAX_BYTES);
    for (const rpc of rpcs) expect(policy).toContain(rpc);
  });

  it('does not read an index.html that is a symlink to a file outside the web root', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fanout-hashes-'));
    try {
      mkdirSync(join(dir, 'dist'));
      writeFileSync(join(dir, 'outside.html'), '<script>outside()</script>');
      symlinkSync(join(dir, 'outside.html'), join(dir, 'dist', 'index.html'));
      expect(inlineScriptHashes(join(dir, 'dist'))).toMatchObject({ sources: [], refused: expect.any(String) });
      // A real file inside the root is read.
      rmSync(join(dir, 'dist', 'index.html'));
      writeFileSync(join(dir, 'dist', 'index.html'), '<script>inside()</script>');
      expect(inlineScriptHashes(join(dir, 'dist')).sources).toEqual([sha('inside()')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets only hash sources into script-src: a value that would widen it is dropped', () => {
    const good = sha('a()');
    const policy = contentSecurityPolicy({
      ...csp,
      scriptHashes: [good, "'unsafe-inline'", `${good} 'unsafe-eval'`, "'sha256-short='", 'https://evil.example'],
    });
    expect(policy.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", good]);
  });
});
