// Adds a chain or updates the operator's settings of one (`cli chains set`). A chain the chain-definition package does
// not know must come with its name, native coin and RPC, or members' wallets could not add it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { builtInChains } from './builtInChains.js';
import { ChainFactsMissingError } from './ChainFactsMissingError.js';

export interface SetChainParameters {
  chainId: number;
  name?: string | undefined;
  nativeName?: string | undefined;
  nativeSymbol?: string | undefined;
  nativeDecimals?: number | undefined;
  rpcUrls?: string[] | undefined;
  explorerUrl?: string | undefined;
  /** An address, or null to go back to the address predicted from BULKSEND_OWNER. */
  bulkSendAddress?: string | null | undefined;
  isDefault?: boolean | undefined;
}

export type SetChainReturnType = { created: boolean };

export async function setChain(db: Database, p: SetChainParameters): Promise<SetChainReturnType> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(chainSettings).where(eq(chainSettings.chainId, p.chainId));
    const builtIn = builtInChains.some((c) => c.id === p.chainId);
    if (!builtIn) {
      const missing = [
        !(p.name ?? existing?.name) && '--name',
        !(p.nativeSymbol ?? existing?.nativeSymbol) && '--native-symbol',
        (p.nativeDecimals ?? existing?.nativeDecimals ?? undefined) === undefined && '--native-decimals',
        !(p.rpcUrls?.length || existing?.rpcUrls?.length) && '--rpc',
      ].filter(Boolean);
      if (missing.length) {
        throw new ChainFactsMissingError(`chain ${p.chainId} is not built in: give ${missing.join(', ')}`);
      }
    }
    const values = {
      ...(p.name !== undefined && { name: p.name }),
      ...(p.nativeName !== undefined && { nativeName: p.nativeName }),
      ...(p.nativeSymbol !== undefined && { nativeSymbol: p.nativeSymbol }),
      ...(p.nativeDecimals !== undefined && { nativeDecimals: p.nativeDecimals }),
      ...(p.rpcUrls !== undefined && { rpcUrls: p.rpcUrls }),
      ...(p.explorerUrl !== undefined && { explorerUrl: p.explorerUrl }),
      ...(p.bulkSendAddress !== undefined && { bulkSendAddress: p.bulkSendAddress }),
      ...(p.isDefault !== undefined && { isDefault: p.isDefault }),
      updatedAt: new Date(),
    };
    if (p.isDefault) await tx.update(chainSettings).set({ isDefault: false });
    await tx
      .insert(chainSettings)
      .values({ chainId: p.chainId, ...values })
      .onConflictDoUpdate({ target: chainSettings.chainId, set: values });
    return { created: !existing && !builtIn };
  });
}
