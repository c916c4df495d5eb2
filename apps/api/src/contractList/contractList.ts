// GET /api/contract/list answered from the chain settings (the one home of BulkSend addresses): [placeholder,
// approval-for-all, BulkSend of each served chain that has one, by chain id]. The same addresses GET /api/chains serves.
import { NULL_ADDRESS } from '@fanout/batch-core';
import { asc, isNotNull } from 'drizzle-orm';
import type { ChainsConfig } from '../chains/ChainsConfig.js';
import { parseChecksumAddress } from '../chains/parseChecksumAddress.js';
import { readStoredChainSettings } from '../chains/readChainSettings.js';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';

export type ContractEntry = {
  kind: 'placeholder' | 'approval' | 'bulkSend';
  chainId: number;
  address: string;
  name: string;
};

/** The name every BulkSend entry carries (names are no longer stored: the chain settings have none). */
export const BULK_SEND_CONTRACT_NAME = 'BulkSend';

export async function contractList(db: Database, config: ChainsConfig): Promise<ContractEntry[]> {
  const [{ settings }, approvals] = await Promise.all([
    readStoredChainSettings(db, config),
    db
      .select({ chainId: chainSettings.chainId, address: chainSettings.approvalAddress })
      .from(chainSettings)
      .where(isNotNull(chainSettings.approvalAddress))
      .orderBy(asc(chainSettings.chainId)),
  ]);
  const served = new Set(settings.chains.map((c) => c.id));
  // Rows of served chains passed the stored-row check, approval address included.
  const approvalRow = approvals.find((r) => served.has(r.chainId));
  const placeholder: ContractEntry = { kind: 'placeholder', chainId: 0, address: NULL_ADDRESS, name: '' };
  const approval: ContractEntry = approvalRow
    ? {
        kind: 'approval',
        chainId: approvalRow.chainId,
        address: parseChecksumAddress(approvalRow.address ?? undefined, 'approval_address'),
        name: '',
      }
    : { kind: 'approval', chainId: 0, address: NULL_ADDRESS, name: '' };
  const bulkSend = settings.chains
    .flatMap((c): ContractEntry[] =>
      c.bulkSend.address
        ? [{ kind: 'bulkSend', chainId: c.id, address: c.bulkSend.address, name: BULK_SEND_CONTRACT_NAME }]
        : [],
    )
    .sort((a, b) => a.chainId - b.chainId);
  return [placeholder, approval, ...bulkSend];
}
