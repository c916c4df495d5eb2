// The security headers with the CSP's connect-src extended by the origins of the served RPC URLs, ENS RPC and Safe
// Transaction Services (ChainSettingsSnapshot.connectUrls), so the site can reach whichever the operator configured
// (no rebuild, no CSP_CONNECT_SRC edit). Rebuilt only when they change.
// Every RPC URL passes `cspOrigin` (its origin or nothing), and origins that would take the header past
// CSP_HEADER_MAX_BYTES are left out (the CLI refuses such settings; this holds for rows written any other way).
import type { CspConfig } from '../config/AppConfig.js';
import { CSP_HEADER_MAX_BYTES, cspOrigin } from '../web/cspOrigin.js';
import { securityHeaders } from '../web/securityHeaders.js';

export function securityHeadersFollowingRpcs(csp: CspConfig): (rpcUrls: string[]) => Record<string, string> {
  let key: string | undefined;
  let headers: Record<string, string> = {};
  const base = securityHeaders(csp)['content-security-policy'] ?? '';
  return (rpcUrls) => {
    const next = rpcUrls.join(' ');
    if (next !== key) {
      const known = new Set(csp.connectSrc);
      const extra: string[] = [];
      let room = CSP_HEADER_MAX_BYTES - Buffer.byteLength(base);
      for (const url of rpcUrls) {
        const origin = cspOrigin(url);
        if (!origin || known.has(origin)) continue;
        room -= origin.length + 1;
        if (room < 0) break;
        known.add(origin);
        extra.push(origin);
      }
      headers = securityHeaders({ ...csp, connectSrc: [...csp.connectSrc, ...extra] });
      key = next;
    }
    return headers;
  };
}
