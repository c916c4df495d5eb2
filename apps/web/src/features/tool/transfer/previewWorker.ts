// Parses the recipient list off the main thread, so a 10,000-line paste never freezes the page.
import type { PreviewRequest } from './PreviewRequest.js';
import { readPlan } from './readPlan.js';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { id, text, decimals, merge, standard } = event.data;
  self.postMessage({ id, ...readPlan(text, decimals, merge, standard) });
};
