import type { Address } from '../address/Address.js';
import type { RecipientRow } from '../recipients/RecipientRow.js';

/** One BulkSend call's worth of recipients. */
export interface RecipientChunk {
  /** 0-based position of the chunk. */
  index: number;
  rows: RecipientRow[];
  /** `rows[].address`, ready for `sendErc20(token, recipients, amounts)`. */
  recipients: Address[];
  /** `rows[].value`, in the same order. */
  amounts: bigint[];
  /** Exact sum of `amounts`: the allowance this call spends. */
  total: bigint;
}
