// Adds a pay token to a chain, or changes one (`cli chains token-add`). A token the token list already offers on the
// chain may change only its symbol, decimals or default flag; any other needs its symbol and decimals.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainTokens } from '../db/schema.js';
import { builtInPayTokens } from './builtInPayTokens.js';
import { InvalidChainSettingError } from './InvalidChainSettingError.js';
import { knownChain } from './knownChain.js';

export interface AddPayTokenParameters {
  chainId: number;
  /** EIP-55 address (see parseChecksumAddress). */
  address: string;
  symbol?: string | undefined;
  decimals?: number | undefined;
  isDefault?: boolean | undefined;
}

export async function addPayToken(db: Database, p: AddPayTokenParameters): Promise<void> {
  await knownChain(db, p.chainId);
  const listed = builtInPayTokens(p.chainId).some((t) => t.address === p.address);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(chainTokens)
      .where(and(eq(chainTokens.chainId, p.chainId), eq(chainTokens.address, p.address)));
    if (!listed && !(p.symbol ?? existing?.symbol)) {
      throw new InvalidChainSettingError(
        `token ${p.address}: give --symbol (and --decimals) for a token not in the list`,
      );
    }
    if (!listed && (p.decimals ?? existing?.decimals ?? null) === null) {
      throw new InvalidChainSettingError(`token ${p.address}: give --decimals for a token not in the list`);
    }
    if (p.isDefault) {
      await tx.update(chainTokens).set({ isDefault: false }).where(eq(chainTokens.chainId, p.chainId));
    }
    const values = {
      ...(p.symbol !== undefined && { symbol: p.symbol }),
      ...(p.decimals !== undefined && { decimals: p.decimals }),
      ...(p.isDefault !== undefined && { isDefault: p.isDefault }),
      removed: false,
      updatedAt: new Date(),
    };
    await tx
      .insert(chainTokens)
      .values({ chainId: p.chainId, address: p.address, ...values })
      .onConflictDoUpdate({ target: [chainTokens.chainId, chainTokens.address], set: values });
  });
}
