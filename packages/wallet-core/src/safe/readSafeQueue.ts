import { NULL_ADDRESS } from '@fanout/batch-core';
import { getAddress } from 'ethers';
import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import { rpc } from '../bulkSend/rpc.js';
import { decodeSafeBulkSendCalls } from './decodeSafeBulkSendCalls.js';
import { SAFE_QUEUE_PAGE_LIMIT } from './SAFE_QUEUE_PAGE_LIMIT.js';
import type { SafeQueuedProposal } from './SafeQueuedProposal.js';
import { SafeQueueReadError } from './SafeQueueReadError.js';
import { safeInterface } from './safeInterfaces.js';

export type ReadSafeQueueParameters = {
  /** The Safe Transaction Service of the Safe's chain (e.g. `https://safe-transaction-polygon.safe.global`). */
  serviceUrl: string;
  safe: string;
  /** The run's BulkSend, or every BulkSend of the chain (the current one and older versions such as v2). */
  bulkSend: string | readonly string[];
  /** MultiSend contracts trusted to run packed calls as the Safe (default: Safe's canonical deployments). */
  multiSend?: readonly string[];
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
};

type ServiceTransaction = {
  safeTxHash?: string;
  nonce?: string | number;
  to?: string;
  value?: string;
  data?: string | null;
  operation?: number;
  isExecuted?: boolean;
  confirmations?: unknown[] | null;
  confirmationsRequired?: number | null;
};

type ServicePage = { next?: string | null; results?: ServiceTransaction[] };

/**
 * The Safe's queue: its multisig transactions not executed at or above the Safe's current nonce (read from the chain),
 * from the Safe Transaction Service (`GET {serviceUrl}/api/v1/safes/{safe}/multisig-transactions/?executed=false&
 * nonce__gte={nonce}&limit=…`, following `next`), each with its BulkSend calls decoded as `decodeSafeBulkSendCalls`
 * decodes an executed one. Proposals made on any device are there, so a profile that did not make them learns of them.
 * @throws SafeQueueReadError when the service gives no queue (never read as an empty one); the reader's error when the
 *   Safe's nonce cannot be read
 */
export async function readSafeQueue(
  config: Pick<BulkSendConfig, 'reader'>,
  parameters: ReadSafeQueueParameters,
): Promise<SafeQueuedProposal[]> {
  const safe = getAddress(parameters.safe);
  const nonceOut = await rpc<string>(config.reader, 'eth_call', [
    { to: safe, data: safeInterface.encodeFunctionData('nonce', []) },
    'latest',
  ]);
  const nonce = BigInt(nonceOut);
  const base = parameters.serviceUrl.replace(/\/+$/, '');
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis);
  const { perPage, pages } = SAFE_QUEUE_PAGE_LIMIT;
  let url: string | null =
    `${base}/api/v1/safes/${safe}/multisig-transactions/?executed=false&nonce__gte=${nonce}&limit=${perPage}`;
  const found: SafeQueuedProposal[] = [];
  for (let page = 0; url && page < pages; page++) {
    const body = await readPage(doFetch, url);
    for (const tx of body.results ?? []) {
      if (tx.isExecuted || !tx.safeTxHash || tx.to === undefined) continue;
      const txNonce = BigInt(tx.nonce ?? -1);
      if (txNonce < nonce) continue;
      // The proposal as the Safe would execute it, decoded by the same reader as executed transactions.
      const input = safeInterface.encodeFunctionData('execTransaction', [
        tx.to,
        BigInt(tx.value ?? 0),
        tx.data ?? '0x',
        tx.operation ?? 0,
        0n,
        0n,
        0n,
        NULL_ADDRESS,
        NULL_ADDRESS,
        '0x',
      ]);
      found.push({
        safeTxHash: tx.safeTxHash.toLowerCase() as `0x${string}`,
        nonce: txNonce,
        confirmations: tx.confirmations?.length ?? 0,
        confirmationsRequired: tx.confirmationsRequired ?? 0,
        calls: decodeSafeBulkSendCalls({
          transaction: { to: safe, input },
          safe,
          bulkSend: parameters.bulkSend,
          ...(parameters.multiSend ? { multiSend: parameters.multiSend } : {}),
        }),
      });
    }
    url = body.next ?? null;
  }
  return found.sort((a, b) => (a.nonce < b.nonce ? -1 : a.nonce > b.nonce ? 1 : 0));
}

async function readPage(doFetch: typeof fetch, url: string): Promise<ServicePage> {
  let response: Response;
  try {
    response = await doFetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SafeQueueReadError(url, String((error as Error)?.message ?? error), error);
  }
  if (!response.ok) throw new SafeQueueReadError(url, `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new SafeQueueReadError(url, 'the answer is not JSON', error);
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as ServicePage).results)) {
    throw new SafeQueueReadError(url, 'the answer has no results list');
  }
  return body as ServicePage;
}
