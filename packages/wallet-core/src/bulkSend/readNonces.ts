import type { BulkSendConfig } from './BulkSendConfig.js';
import { readNonce } from './readNonce.js';

/** The sender's mined (`latest`) and mempool-inclusive (`pending`) nonces, read together. */
export type SenderNonces = { latest: number; pending: number };

export async function readNonces(config: BulkSendConfig, sender: string): Promise<SenderNonces> {
  const [latest, pending] = await Promise.all([
    readNonce(config, { sender, blockTag: 'latest' }),
    readNonce(config, { sender, blockTag: 'pending' }),
  ]);
  return { latest, pending: Math.max(latest, pending) };
}
