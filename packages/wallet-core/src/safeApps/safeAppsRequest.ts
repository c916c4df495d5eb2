import { SafeAppError } from './SafeAppError.js';

/** The Safe Apps SDK version whose message protocol this speaks (sent as `env.sdkVersion`; the host checks it). */
export const SAFE_APPS_SDK_VERSION = '9.1.0';

/** The window the Safe App runs in, as far as the protocol needs it (a fake one in tests). */
export type SafeAppWindow = {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

export type SafeAppsRequestOptions = {
  /** How long to wait for the host's answer (ms). */
  timeoutMs: number;
  /** Default: the page's `window`. */
  window?: SafeAppWindow;
};

/** Whether a host's answer `version` is one the SDK accepts: a "major.minor.patch" whose major is 1 or more. */
export function speaksSdkVersion(version: unknown): boolean {
  if (typeof version !== 'string') return false;
  const major = /^(\d+)\./.exec(version)?.[1];
  return major !== undefined && Number(major) >= 1;
}

let sequence = 0;

/** A fresh request id (random, as the SDK's: answers are matched by it). */
function requestId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  sequence += 1;
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}${sequence.toString(16)}`;
}

/**
 * One request of the Safe Apps SDK's message protocol: `{ id, method, params, env: { sdkVersion } }` posted to the
 * parent window; the answer is the parent's message `{ id, success, data | error, version }` with the same id (a
 * message from any other window, `event.source` not the parent, is ignored). The answer's `version` must have a major
 * version ≥ 1, as the SDK requires. Resolves with `data`.
 * @throws SafeAppError `rejected` (an error answer to `sendTransactions`: the member's refusal), `failed` (an error
 *   answer to anything else), `version` (an answer whose `version` is missing or below 1.0.0) or `timeout` (no answer
 *   within `timeoutMs`)
 */
export function safeAppsRequest<T>(method: string, params: unknown, options: SafeAppsRequestOptions): Promise<T> {
  const win = options.window ?? (globalThis.window as unknown as SafeAppWindow);
  const id = requestId();
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      win.removeEventListener('message', listen);
    };
    const listen = (event: MessageEvent) => {
      const answer = event.data as {
        id?: unknown;
        success?: unknown;
        data?: unknown;
        error?: unknown;
        version?: unknown;
      } | null;
      if (event.source !== win.parent || !answer || typeof answer !== 'object' || answer.id !== id) return;
      if (typeof answer.success !== 'boolean') return;
      done();
      if (!speaksSdkVersion(answer.version)) {
        reject(new SafeAppError('version', method, String(answer.version)));
        return;
      }
      if (answer.success) resolve(answer.data as T);
      else
        reject(new SafeAppError(method === 'sendTransactions' ? 'rejected' : 'failed', method, String(answer.error)));
    };
    const timer = setTimeout(() => {
      done();
      reject(new SafeAppError('timeout', method, `no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    win.addEventListener('message', listen);
    win.parent.postMessage({ id, method, params, env: { sdkVersion: SAFE_APPS_SDK_VERSION } }, '*');
  });
}
