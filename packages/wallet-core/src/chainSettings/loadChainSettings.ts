// Reads the Tool's chain settings from the API at run time (GET /api/chains), so an operator's change needs no
// rebuild; when the API does not answer in time, answers an error or something unusable, the build-time fallback.
import type { ChainSettings } from './ChainSettings.js';
import { parseChainSettings } from './parseChainSettings.js';

export type LoadChainSettingsParameters = {
  /** Origin (and prefix) of the Fanout API, e.g. `https://fanout.example`; '' for the site's own origin. */
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Build-time settings (VITE_* values), used when the API does not answer. */
  fallback: ChainSettings;
  /** How long to wait for the API; default 5000 ms. */
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type LoadChainSettingsReturnType = {
  settings: ChainSettings;
  /** api: served by the API; fallback: the build-time values. */
  source: 'api' | 'fallback';
  /** Why the fallback was used (for logs; never shown to a member as is). */
  error?: Error;
};

export const CHAIN_SETTINGS_PATH = '/api/chains';
const DEFAULT_TIMEOUT_MS = 5000;

export async function loadChainSettings(parameters: LoadChainSettingsParameters): Promise<LoadChainSettingsReturnType> {
  const { fallback, timeoutMs = DEFAULT_TIMEOUT_MS } = parameters;
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${(parameters.apiBaseUrl ?? '').replace(/\/+$/, '')}${CHAIN_SETTINGS_PATH}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = parameters.signal ? AbortSignal.any([parameters.signal, timeout]) : timeout;
  try {
    const response = await doFetch(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const settings = parseChainSettings(await response.json());
    if (!settings) throw new Error(`GET ${url} answered no usable chain`);
    return { settings, source: 'api' };
  } catch (cause) {
    if (parameters.signal?.aborted) throw parameters.signal.reason;
    const error = cause instanceof Error ? cause : new Error(String(cause));
    return { settings: fallback, source: 'fallback', error };
  }
}
