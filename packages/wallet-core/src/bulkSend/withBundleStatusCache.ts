import type { BulkSendConfig } from './BulkSendConfig.js';
import type { RunCallsStatus } from './RunSender.js';

/**
 * The config for one reconcile pass: the sender's `wallet_getCallsStatus` asked once per bundle id (a bundle carries
 * the approval and several chunks, each of which follows it), so the pass reads one answer per bundle, not one per
 * chunk, and every chunk of a bundle sees the same answer. Other calls go to the sender unchanged.
 */
export function withBundleStatusCache(config: BulkSendConfig): BulkSendConfig {
  const { sender } = config;
  const callsStatus = sender.callsStatus;
  if (!callsStatus) return config;
  const answers = new Map<string, Promise<RunCallsStatus | null>>();
  const cached = Object.create(sender) as typeof sender;
  Object.defineProperty(cached, 'callsStatus', {
    value: (id: string) => {
      let answer = answers.get(id);
      if (!answer) {
        answer = callsStatus.call(sender, id);
        answers.set(id, answer);
      }
      return answer;
    },
  });
  return { ...config, sender: cached };
}
