// Only the built index.html's own inline scripts reach script-src, each by its hash; nothing else can.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.js';
import { inlineScriptHashesOf } from './inlineScriptHashes.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const csp = { connectSrc: [], frameSrc: [], mediaSrc: [], imgSrc: [] };

describe('inline script hashes', () => {
  it("hashes each attribute-less inline script once, and not the entry's module script nor JSON data", () => {
    const html =
      '<head><script>a()</script><script type="module" src="/assets/index.js"></script>' +
      '<script type="application/json">{"x":1}</script><SCRIPT>b()\n</SCRIPT><script>a()</script></head>';
    expect(inlineScriptHashesOf(html)).toEqual([sha('a()'), sha('b()\n')]);
    expect(inlineScriptHashesOf('<title>no scripts</title>')).toEqual([]);
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
