// Stored chain settings checked by the rules the CLI applies on input: a row written by SQL or restored from a backup
// that breaks one of them is not served (the reason is logged, shown by /readyz and `cli chains list`), instead of
// taking the process down.
import { builtInChains } from './builtInChains.js';
import { parseBulkSendVersion } from './parseBulkSendVersion.js';
import { parseChainId } from './parseChainId.js';
import { parseChecksumAddress } from './parseChecksumAddress.js';
import { parseDecimals } from './parseDecimals.js';
import { parseFinalityConfirmations } from './parseFinalityConfirmations.js';
import { parseLabel } from './parseLabel.js';
import { parseRpcUrls, parseServiceUrl } from './parseServiceUrl.js';
import type { ChainOverrideRow, ChainTokenRow, EnsRow } from './resolveChainSettings.js';

function problemOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Why the stored chain row cannot be served, or null when it follows the rules. */
export function chainRowProblem(row: ChainOverrideRow): string | null {
  return problemOf(() => {
    parseChainId(String(row.chainId));
    if (row.name !== null) parseLabel(row.name, 'name', 64);
    if (row.nativeName !== null) parseLabel(row.nativeName, 'native_name', 32);
    if (row.nativeSymbol !== null) parseLabel(row.nativeSymbol, 'native_symbol', 16);
    if (row.nativeDecimals !== null) parseDecimals(String(row.nativeDecimals), 'native_decimals');
    if (row.rpcUrls !== null) {
      const urls: unknown = row.rpcUrls;
      if (!Array.isArray(urls) || urls.some((u) => typeof u !== 'string'))
        throw new Error('rpc_urls: not a list of URLs');
      if (urls.length) parseRpcUrls(urls as string[], 'rpc_urls');
    }
    if (row.explorerUrl !== null) parseServiceUrl(row.explorerUrl, 'explorer_url');
    if (row.bulkSendAddress !== null) parseChecksumAddress(row.bulkSendAddress, 'bulk_send_address');
    if (row.bulkSendVersion !== null) parseBulkSendVersion(row.bulkSendVersion, 'bulk_send_version');
    const older: unknown = row.olderBulkSends;
    if (!Array.isArray(older)) throw new Error('older_bulk_sends: not a list of { address, version }');
    for (const entry of older as { address?: unknown; version?: unknown }[]) {
      if (typeof entry !== 'object' || entry === null)
        throw new Error('older_bulk_sends: not a list of { address, version }');
      parseChecksumAddress(typeof entry.address === 'string' ? entry.address : undefined, 'older_bulk_sends');
      parseBulkSendVersion(typeof entry.version === 'string' ? entry.version : undefined, 'older_bulk_sends');
    }
    if (row.safeTransactionServiceUrl) parseServiceUrl(row.safeTransactionServiceUrl, 'safe_transaction_service_url');
    if (row.approvalAddress !== null) parseChecksumAddress(row.approvalAddress, 'approval_address');
    if (row.finalityConfirmations !== null) {
      parseFinalityConfirmations(String(row.finalityConfirmations), 'finality_confirmations');
    }
    // A chain that is not built in needs its facts from the row (a BulkSend address moved here from the retired
    // `contracts` table may have come alone).
    if (!builtInChains.some((c) => c.id === row.chainId)) {
      const missing = [
        !row.name && ['name', '--name'],
        !row.nativeSymbol && ['native_symbol', '--native-symbol'],
        row.nativeDecimals === null && ['native_decimals', '--native-decimals'],
        !row.rpcUrls?.length && ['rpc_urls', '--rpc'],
      ].filter((m) => m !== false);
      if (missing[0]) {
        throw new Error(`${missing[0][0]}: not built in; give ${missing.map((m) => m[1]).join(' ')} (cli chains set)`);
      }
    }
  });
}

/** Why the stored pay-token row cannot be served, or null. */
export function tokenRowProblem(row: ChainTokenRow): string | null {
  return problemOf(() => {
    parseChecksumAddress(row.address, 'address');
    if (row.symbol !== null) parseLabel(row.symbol, 'symbol', 16);
    if (row.decimals !== null) parseDecimals(String(row.decimals), 'decimals');
  });
}

/** Why the stored ENS row cannot be served (then no ENS is served), or null. */
export function ensRowProblem(row: EnsRow): string | null {
  return problemOf(() => {
    if (row.chainId !== null) parseChainId(String(row.chainId));
    if (row.rpcUrl !== null) parseServiceUrl(row.rpcUrl, 'ens rpc_url');
    if (row.registry !== null) parseChecksumAddress(row.registry, 'ens registry');
  });
}
