// A fake Safe{Wallet} host for unit tests: a window whose parent answers the Safe Apps SDK's messages with `handle`
// (no answer when it returns undefined), as the SDK's host does: `{ id, success, data | error, version }`.
import type { SafeAppWindow } from '../src/safeApps/safeAppsRequest.js';

export type SafeAppsMessage = { id: string; method: string; params: unknown; env: { sdkVersion: string } };
/** The host's answer; `version` (default "1.0.0") to play a host of another protocol version. */
export type HostAnswer = ({ success: true; data: unknown } | { success: false; error: string }) & { version?: unknown };

export function fakeSafeHost(
  handle: (message: SafeAppsMessage) => Promise<HostAnswer | undefined> | HostAnswer | undefined,
) {
  const target = new EventTarget();
  const messages: SafeAppsMessage[] = [];
  const parent = {
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== '*') throw new Error('unexpected target origin');
      const request = message as SafeAppsMessage;
      messages.push(request);
      void Promise.resolve().then(async () => {
        const answer = await handle(request);
        if (!answer) return;
        target.dispatchEvent(
          Object.assign(new Event('message'), {
            data: { id: request.id, version: '1.0.0', ...answer },
            source: parent,
          }),
        );
      });
    },
  };
  const window = {
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    /** Another frame (not the parent) posting a message to the app. */
    fromStranger(data: unknown) {
      target.dispatchEvent(Object.assign(new Event('message'), { data, source: {} }));
    },
  } as unknown as SafeAppWindow & { fromStranger(data: unknown): void };
  return { window, messages };
}
