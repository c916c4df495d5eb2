// The one gate between a configured URL and the CSP header: an RPC URL enters connect-src only as its origin
// (`https://host[:port]`), host a DNS name or an IP literal, no wildcard, no percent-escape. Whatever else is stored,
// no value that passes can add a directive (`;`), a second policy (`,`) or a source list (a space).

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const dnsName = new RegExp(`^(?=.{1,253}$)${label}(?:\\.${label})*\\.?$`);
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const ipv6 = /^\[[0-9a-f:.]+\]$/;
/** What a finished origin may look like, checked last whatever the URL parser did. */
const originShape = /^https?:\/\/[a-z0-9.\-[\]:]+$/;

/** The CSP source for `value` (an http(s) URL), or null when it is not one a policy may carry. */
export function cspOrigin(value: string): string | null {
  if (!/^https?:\/\/[^\s]+$/i.test(value) || value.length > 2048) return null;
  const authority = value.replace(/^https?:\/\//i, '').split(/[/?#\\]/)[0] ?? '';
  if (authority.includes('%') || authority.includes('*') || authority.includes('@')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!dnsName.test(host) && !ipv4.test(host) && !ipv6.test(host)) return null;
  const origin = url.origin;
  return originShape.test(origin) ? origin : null;
}

/** A CSP source from configuration (CSP_CONNECT_SRC and the like): one token, nothing that ends it. */
export function isCspToken(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return /^[^\s;,\u0000-\u001f\u007f-\u009f]+$/.test(value) && value.length <= 2048;
}

/** The whole CSP header stays below this (proxies and clients refuse header blocks of a few KB more). */
export const CSP_HEADER_MAX_BYTES = 8192;
