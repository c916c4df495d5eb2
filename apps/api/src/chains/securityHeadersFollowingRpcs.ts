// The security headers with the CSP's connect-src extended by the origins of the served RPC URLs, so the site can
// reach whichever RPC the operator configured (no rebuild, no CSP_CONNECT_SRC edit). Rebuilt only when they change.
import type { CspConfig } from '../config/AppConfig.js';
import { securityHeaders } from '../web/securityHeaders.js';

export function securityHeadersFollowingRpcs(csp: CspConfig): (rpcOrigins: string[]) => Record<string, string> {
  let key: string | undefined;
  let headers: Record<string, string> = {};
  return (rpcOrigins) => {
    const next = rpcOrigins.join(' ');
    if (next !== key) {
      const connectSrc = [...new Set([...csp.connectSrc, ...rpcOrigins])];
      headers = securityHeaders({ ...csp, connectSrc });
      key = next;
    }
    return headers;
  };
}
