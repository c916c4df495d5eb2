// An RPC or explorer URL typed by the operator: https, or plain http to this machine only (a local node). Members'
// browsers call RPCs directly, so a plain-http RPC elsewhere would let anyone on the path change balances shown.
// The host must be a DNS name or an IP literal (no wildcard, no percent-escape: the origin goes into the CSP).
import { cspOrigin } from '../web/cspOrigin.js';
import { InsecureRpcUrlError } from './InsecureRpcUrlError.js';
import { InvalidChainSettingError } from './InvalidChainSettingError.js';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Longest URL accepted (RPC keys live in the path; 512 is far above any provider's). */
export const MAX_SERVICE_URL_LENGTH = 512;
/** Most RPC URLs per chain: a wallet tries a handful; the CSP names each origin. */
export const MAX_RPC_URLS = 8;

export function parseServiceUrl(value: string | undefined, what: string): string {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new InsecureRpcUrlError(`${what}: not a URL: ${value ?? '(none)'}`);
  }
  if (url.username || url.password) throw new InsecureRpcUrlError(`${what}: no user or password in the URL`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && localHosts.has(url.hostname))) {
    throw new InsecureRpcUrlError(`${what}: must be https (plain http only for localhost), got ${value}`);
  }
  const text = url.toString().replace(/\/$/, '');
  if (text.length > MAX_SERVICE_URL_LENGTH) {
    throw new InvalidChainSettingError(`${what}: at most ${MAX_SERVICE_URL_LENGTH} characters, got ${text.length}`);
  }
  if (!cspOrigin(value ?? '') || !cspOrigin(text)) {
    throw new InvalidChainSettingError(
      `${what}: the host must be a DNS name or an IP address (no wildcard, no %-escape, no ; or ,), got ${JSON.stringify(value)}`,
    );
  }
  return text;
}

/** The `--rpc` list: 1..MAX_RPC_URLS URLs. */
export function parseRpcUrls(values: string[], what: string): string[] {
  if (values.length === 0 || values.length > MAX_RPC_URLS) {
    throw new InvalidChainSettingError(`${what}: 1 to ${MAX_RPC_URLS} URLs, got ${values.length}`);
  }
  return values.map((u) => parseServiceUrl(u, what));
}
