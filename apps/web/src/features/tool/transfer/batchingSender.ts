// EIP-5792 (issue 30): where the wallet says it executes call bundles atomically on the Tool's chain
// (`wallet_getCapabilities`), the engine gets the EIP-5792 sender (`@fanout/wallet-core/bulk-send/eip5792`, imported
// only then: a separate chunk the Tool's first load never carries), which puts the approval and the chunks in one
// confirmation. No answer, "unsupported" or an error keeps today's sender: one transaction at a time.
import type { Eip1193Provider } from 'ethers';
import { useEffect, useState } from 'react';

type Eip5792Module = typeof import('@fanout/wallet-core/bulk-send/eip5792');
export type BatchingSender = ReturnType<Eip5792Module['eip5792Sender']>;

/** One sender per wallet (the engine config is cached per sender, so it must stay the same object). */
const senders = new WeakMap<object, BatchingSender>();

type Capabilities = Record<string, { atomic?: { status?: unknown } } | undefined> | null;

/** Whether the wallet reports atomic batching for `chainId`: its hex chain id key, or "0x0" (every chain). */
export async function batchesAtomically(provider: Eip1193Provider, account: string, chainId: number) {
  const chain = `0x${chainId.toString(16)}`;
  let answer: Capabilities;
  try {
    answer = (await provider.request({ method: 'wallet_getCapabilities', params: [account, [chain]] })) as Capabilities;
  } catch {
    return false; // no such method (-32601, 4200): one transaction at a time
  }
  const keys = Object.keys(answer ?? {});
  const key = keys.find((k) => k.toLowerCase() === chain) ?? keys.find((k) => k === '0x0');
  const status = key === undefined ? undefined : answer?.[key]?.atomic?.status;
  return status === 'supported' || status === 'ready';
}

/** The EIP-5792 sender of `provider` once the wallet said it batches atomically (else null). */
export function batchingSenderOf(provider: Eip1193Provider | null): BatchingSender | null {
  return provider ? (senders.get(provider) ?? null) : null;
}

async function loadSender(provider: Eip1193Provider): Promise<BatchingSender> {
  const { eip5792Sender } = await import('@fanout/wallet-core/bulk-send/eip5792');
  let sender = senders.get(provider);
  if (!sender) {
    sender = eip5792Sender(provider);
    senders.set(provider, sender);
  }
  return sender;
}

/**
 * The wallet's EIP-5792 sender for the Tool's chain, asked once the wallet is connected on it; null while asking and
 * for a wallet that does not batch atomically. Once found it stays (the sender asks again before each quote and send).
 */
export function useBatchingSender(
  provider: Eip1193Provider | null,
  account: string | null,
  chainId: number,
  onChain: boolean,
): BatchingSender | null {
  const [, setFound] = useState<BatchingSender | null>(null);
  useEffect(() => {
    if (!provider || !account || !onChain || senders.has(provider)) return;
    let live = true;
    void batchesAtomically(provider, account, chainId)
      .then((atomic) => (atomic ? loadSender(provider) : null))
      .then((sender) => {
        if (live && sender) setFound(sender);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [provider, account, chainId, onChain]);
  return batchingSenderOf(provider);
}
