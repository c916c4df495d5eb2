// Parses the recipient list off the main thread, so a 10,000-line paste never freezes the page. A Safe CSV Airdrop
// file is always read here (its reader stays out of the Tool's first load).
import { isSafeAirdropCsv } from '@fanout/batch-core';
import type { PreviewRequest } from './PreviewRequest.js';
import { readPlan } from './readPlan.js';
import { readSafeAirdrop } from './readSafeAirdrop.js';

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { id, text, decimals, merge, standard, token, guard, names } = event.data;
  const read = isSafeAirdropCsv(text)
    ? readSafeAirdrop(text, { decimals, merge, standard, token, guard, names })
    : readPlan(text, decimals, merge, standard, guard, names);
  self.postMessage({ id, ...read });
};
