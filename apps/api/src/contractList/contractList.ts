// The contract list in the order the site expects: [placeholder, approval-for-all, bulk-send per chain...].
import { NULL_ADDRESS } from '@fanout/batch-core';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { contracts } from '../db/schema.js';

export interface ContractEntry {
  kind: 'placeholder' | 'approval' | 'bulkSend';
  chainId: number;
  address: string;
  name: string;
}

export async function contractList(db: Database): Promise<ContractEntry[]> {
  const rows = await db.select().from(contracts).orderBy(asc(contracts.chainId), asc(contracts.id));
  const placeholder: ContractEntry = { kind: 'placeholder', chainId: 0, address: NULL_ADDRESS, name: '' };
  const approvalRow = rows.find((r) => r.kind === 'approval');
  const approval: ContractEntry = approvalRow
    ? { kind: 'approval', chainId: approvalRow.chainId, address: approvalRow.address, name: approvalRow.name }
    : { kind: 'approval', chainId: 0, address: NULL_ADDRESS, name: '' };
  const bulkSend = rows
    .filter((r) => r.kind === 'bulkSend')
    .map((r): ContractEntry => ({ kind: 'bulkSend', chainId: r.chainId, address: r.address, name: r.name }));
  return [placeholder, approval, ...bulkSend];
}
