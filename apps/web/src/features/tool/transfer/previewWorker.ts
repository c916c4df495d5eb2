// Parses the recipient list off the main thread, so a 10,000-line paste never freezes the page.
import { mergeDuplicates, parseRecipients } from '@fanout/batch-core';
import type { PreviewRequest } from './PreviewRequest.js';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { id, text, decimals, merge } = event.data;
  const plan = parseRecipients(text, { decimals });
  self.postMessage({ id, plan: merge ? mergeDuplicates(plan) : plan });
};
