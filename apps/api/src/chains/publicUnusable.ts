// What the public may learn of stored chain rows that break the rules: /readyz names them by chain id and a field
// name from a fixed list only, never the stored text (which anyone with database access may have filled with
// anything; `cli chains list` shows the operator the whole problem).
import type { UnusableChainSetting } from './readChainSettings.js';

/** The stored fields a problem may be about; any other prefix is reported as `row`. */
const knownFields = new Set([
  'chain_id',
  'name',
  'native_name',
  'native_symbol',
  'native_decimals',
  'rpc_urls',
  'explorer_url',
  'bulk_send_address',
  'approval_address',
  'finality_confirmations',
  'bulk_send_version',
  'older_bulk_sends',
  'safe_transaction_service_url',
  'pay_token',
  'ens',
]);

export interface PublicUnusable {
  chainId: number;
  field: string;
}

/** The public form: chain id and a field name from a fixed list. */
export function publicUnusable(unusable: readonly UnusableChainSetting[]): PublicUnusable[] {
  return unusable.map(({ chainId, field }) => ({ chainId, field: knownFields.has(field) ? field : 'row' }));
}
