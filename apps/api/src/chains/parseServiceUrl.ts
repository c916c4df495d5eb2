// An RPC or explorer URL typed by the operator: https, or plain http to this machine only (a local node). Members'
// browsers call RPCs directly, so a plain-http RPC elsewhere would let anyone on the path change balances shown.
import { InsecureRpcUrlError } from './InsecureRpcUrlError.js';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function parseServiceUrl(value: string | undefined, what: string): string {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new InsecureRpcUrlError(`${what}: not a URL: ${value ?? '(none)'}`);
  }
  if (url.username || url.password) throw new InsecureRpcUrlError(`${what}: no user or password in the URL`);
  if (url.protocol === 'https:') return url.toString().replace(/\/$/, '');
  if (url.protocol === 'http:' && localHosts.has(url.hostname)) return url.toString().replace(/\/$/, '');
  throw new InsecureRpcUrlError(`${what}: must be https (plain http only for localhost), got ${value}`);
}
