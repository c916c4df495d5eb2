import type { BulkSendConfig } from './BulkSendConfig.js';
import type { RunSenderWord } from './RunSender.js';

/**
 * The config for one reconcile pass: the sender's word on a bundle (`RunSender.follow`, EIP-5792
 * `wallet_getCallsStatus`) asked once per bundle id (a bundle carries the approval and several chunks, each of which
 * follows it), so the pass reads one answer per bundle, not one per chunk, and every chunk of a bundle sees the same
 * answer. Other calls go to the sender unchanged.
 */
export function withBundleStatusCache(config: BulkSendConfig): BulkSendConfig {
  const { sender } = config;
  const answers = new Map<string, Promise<RunSenderWord>>();
  return {
    ...config,
    sender: {
      ...sender,
      kind: sender.kind,
      assertReady: (run) => sender.assertReady(run),
      shape: (run) => sender.shape(run),
      submit: (request) => sender.submit(request),
      follow(attempt) {
        const id = attempt.calls?.id;
        if (!id) return sender.follow(attempt);
        let answer = answers.get(id);
        if (!answer) {
          answer = sender.follow(attempt);
          answers.set(id, answer);
        }
        return answer;
      },
    },
  };
}
