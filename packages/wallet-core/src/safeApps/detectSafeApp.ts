import { getAddress } from 'ethers';
import { type SafeAppWindow, safeAppsRequest } from './safeAppsRequest.js';

/** The Safe the app runs as, as Safe{Wallet} describes it (`getSafeInfo`). */
export type SafeAppInfo = {
  safeAddress: `0x${string}`;
  chainId: number;
  threshold: number;
  owners: `0x${string}`[];
};

export type DetectSafeAppParameters = {
  /** How long to wait for the host's answer (ms); default 1000. */
  timeoutMs?: number;
  /** Default: the page's `window`. */
  window?: SafeAppWindow;
};

/**
 * Whether the page runs as a Safe App: it is in a frame and the parent answers the SDK's `getSafeInfo`. Resolves with
 * the Safe, or null (not framed, no answer within the timeout, or an answer that is not a Safe). Never throws.
 */
export async function detectSafeApp(parameters: DetectSafeAppParameters = {}): Promise<SafeAppInfo | null> {
  const win = parameters.window ?? (globalThis.window as unknown as SafeAppWindow | undefined);
  if (!win || (win.parent as unknown) === win) return null;
  try {
    const info = await safeAppsRequest<Record<string, unknown>>('getSafeInfo', undefined, {
      timeoutMs: parameters.timeoutMs ?? 1000,
      window: win,
    });
    const owners = Array.isArray(info?.owners) ? info.owners.map((owner) => getAddress(String(owner))) : [];
    const chainId = Number(info?.chainId);
    const threshold = Number(info?.threshold);
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !Number.isSafeInteger(threshold)) return null;
    return {
      safeAddress: getAddress(String(info.safeAddress)) as `0x${string}`,
      chainId,
      threshold,
      owners: owners as `0x${string}`[],
    };
  } catch {
    return null;
  }
}
