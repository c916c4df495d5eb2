// One token of a Safe CSV Airdrop file, as readSafeAirdrop reports it (the Tool selects it when it is the only one).
import type { SafeAirdropAsset } from '@fanout/batch-core';

/** Its address (null: the chain's coin), the token types its lines name, and those lines (1-based, sorted). */
export interface SafeAirdropToken {
  token: string | null;
  types: SafeAirdropAsset['type'][];
  lines: number[];
}
