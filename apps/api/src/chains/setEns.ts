// Where the Tool resolves ENS names (`cli chains ens`): one row over the defaults (Ethereum mainnet's registry over
// chain 1's first RPC). A setting that leaves no RPC to read is refused, as is one whose origin would not fit the CSP.
import type { Database } from '../db/Database.js';
import { chainSettings, ensSettings } from '../db/schema.js';
import { assertConnectOriginsFit } from './assertConnectOriginsFit.js';
import { ChainFactsMissingError } from './ChainFactsMissingError.js';
import { resolveEns } from './resolveChainSettings.js';

export interface SetEnsParameters {
  /** The chain ENS is read on; null: the default (1). */
  chainId?: number | null | undefined;
  /** Its RPC URL (checked by parseServiceUrl); null: the first RPC of that chain as the API knows it. */
  rpcUrl?: string | null | undefined;
  /** The ENS registry (EIP-55); null: the mainnet registry. */
  registry?: string | null | undefined;
  /** true: serve `ens: null` (no ENS); false: serve it again. */
  disabled?: boolean | undefined;
}

export async function setEns(db: Database, p: SetEnsParameters): Promise<void> {
  await db.transaction(async (tx) => {
    const values = {
      ...(p.chainId !== undefined && { chainId: p.chainId }),
      ...(p.rpcUrl !== undefined && { rpcUrl: p.rpcUrl }),
      ...(p.registry !== undefined && { registry: p.registry }),
      ...(p.disabled !== undefined && { disabled: p.disabled }),
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(ensSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: ensSettings.id, set: values })
      .returning();
    if (row && !row.disabled && !resolveEns(row, await tx.select().from(chainSettings))) {
      throw new ChainFactsMissingError(`ens: chain ${row.chainId} has no RPC the API knows; give --rpc URL`);
    }
    await assertConnectOriginsFit(tx, '--rpc');
  });
}

/** Back to the defaults: the row goes. */
export async function resetEns(db: Database): Promise<void> {
  await db.delete(ensSettings);
}
