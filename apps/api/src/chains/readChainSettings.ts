// The served chain settings as they stand in the database now. Rows that break the CLI's rules (written by SQL or
// restored from a backup) are not served: a bad chain row hides that chain, a bad pay-token row that token; each is
// reported in `unusable`.

import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import type { Database } from '../db/Database.js';
import { chainSettings, chainTokens, ensSettings } from '../db/schema.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { chainRowProblem, ensRowProblem, tokenRowProblem } from './chainRowProblem.js';
import { parseChecksumAddress } from './parseChecksumAddress.js';
import { resolveChainSettings } from './resolveChainSettings.js';

export interface UnusableChainSetting {
  chainId: number;
  /** The stored field at fault (`rpc_urls`, `name`, `pay_token`, `ens`, …; see publicUnusable for what is shown).
   * An ENS row (`ens`) carries its chain id, or 0 when it names none. */
  field: string;
  /** What is wrong, as the CLI would say it (may quote the stored value: for the operator's log and CLI only). */
  problem: string;
}

export interface StoredChainSettings {
  settings: ChainSettings;
  unusable: UnusableChainSetting[];
}

export async function readStoredChainSettings(db: Database, config: ChainsConfig): Promise<StoredChainSettings> {
  const [overrides, tokens, ensRows] = await Promise.all([
    db.select().from(chainSettings),
    db.select().from(chainTokens),
    db.select().from(ensSettings),
  ]);
  const unusable: UnusableChainSetting[] = [];
  const rows = overrides.map((row) => {
    const problem = chainRowProblem(row);
    // Served in EIP-55 form (rows moved from the retired `contracts` table hold lowercased addresses).
    if (!problem) {
      return {
        ...row,
        bulkSendAddress: row.bulkSendAddress && parseChecksumAddress(row.bulkSendAddress, ''),
        olderBulkSends: row.olderBulkSends.map((o) => ({ ...o, address: parseChecksumAddress(o.address, '') })),
      };
    }
    unusable.push({ chainId: row.chainId, field: problem.split(':')[0] ?? 'row', problem });
    // Served as if disabled: neither the stored values nor the built-in ones the operator meant to replace (its RPCs
    // are not used for ENS either).
    return { ...row, rpcUrls: null, disabled: true, isDefault: false };
  });
  const goodTokens = tokens.filter((row) => {
    const problem = tokenRowProblem(row);
    // The problem names the address (cli chains list shows it); the field does not, as /readyz shows it.
    if (problem) unusable.push({ chainId: row.chainId, field: 'pay_token', problem });
    return !problem;
  });
  // A stored ENS row that breaks the rules: no ENS is served (not the default the operator meant to replace).
  const [ensRow] = ensRows;
  const ensProblem = ensRow ? ensRowProblem(ensRow) : null;
  if (ensRow && ensProblem) {
    unusable.push({ chainId: ensRow.chainId ?? 0, field: 'ens', problem: `ens: ${ensProblem}` });
  }
  const ens = ensRow && ensProblem ? { ...ensRow, disabled: true } : ensRow;
  return { settings: resolveChainSettings(rows, goodTokens, config, ens), unusable };
}

export async function readChainSettings(db: Database, config: ChainsConfig): Promise<ChainSettings> {
  return (await readStoredChainSettings(db, config)).settings;
}
