// Message from the page to the preview worker.
import type { UnspendableOptions } from '@fanout/batch-core';
import type { EnsRequest } from '../ens/EnsRequest.js';
import type { NftStandard } from './readPlan.js';

export interface PreviewRequest {
  id: number;
  text: string;
  decimals: number;
  merge: boolean;
  standard: NftStandard | null;
  /** The selected asset's address (a Safe CSV Airdrop file is checked against it); null while none is settled. */
  token: string | null;
  /** The run's own addresses no line may pay: its token contract, BulkSend and (NFT lists) the sender. */
  guard: UnspendableOptions;
  /** The list's ENS names read so far (null: ENS not configured). */
  names: EnsRequest | null;
}
