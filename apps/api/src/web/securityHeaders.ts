// The security headers of every response (the set helmet sets, tuned for this site), computed once at start.
import type { CspConfig } from '../config/AppConfig.js';
import { contentSecurityPolicy } from './contentSecurityPolicy.js';
import { isCspToken } from './cspOrigin.js';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function securityHeaders(csp: CspConfig): Record<string, string> {
  const policy = Object.entries(contentSecurityPolicy(csp))
    .map(([directive, sources]) => `${kebab(directive)} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Video embeds (YouTube) refuse to play without an origin referrer; same-origin requests keep the full one.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // With allowed frame ancestors the CSP alone says who may frame the site (X-Frame-Options cannot name them).
    ...((csp.frameAncestors ?? []).filter(isCspToken).length ? {} : { 'x-frame-options': 'DENY' }),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}
