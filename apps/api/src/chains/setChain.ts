// Adds a chain or updates the operator's settings of one (`cli chains set`). A chain the chain-definition package does
// not know must come with its name, native coin and RPC, or members' wallets could not add it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { CSP_HEADER_MAX_BYTES, cspOrigin } from '../web/cspOrigin.js';
import { builtInChains } from './builtInChains.js';
import { ChainFactsMissingError } from './ChainFactsMissingError.js';
import { InvalidChainSettingError } from './InvalidChainSettingError.js';
import { resolveChainSettings } from './resolveChainSettings.js';

/** Room for the RPC origins in the CSP header: its bound less what the rest of the policy needs. */
export const RPC_ORIGINS_CSP_BUDGET = CSP_HEADER_MAX_BYTES - 2048;

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
  /** The approval-for-all contract of GET /api/contract/list: set on this chain (taken off any other), or null. */
  approvalAddress?: string | null | undefined;
  isDefault?: boolean | undefined;
  finalityConfirmations?: number | undefined;
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
      ...(p.approvalAddress !== undefined && { approvalAddress: p.approvalAddress }),
      ...(p.isDefault !== undefined && { isDefault: p.isDefault }),
      ...(p.finalityConfirmations !== undefined && { finalityConfirmations: p.finalityConfirmations }),
      updatedAt: new Date(),
    };
    if (p.isDefault) await tx.update(chainSettings).set({ isDefault: false });
    if (p.approvalAddress) await tx.update(chainSettings).set({ approvalAddress: null });
    await tx
      .insert(chainSettings)
      .values({ chainId: p.chainId, ...values })
      .onConflictDoUpdate({ target: chainSettings.chainId, set: values });
    // Every served chain's RPC origins go into each response's CSP header: refuse what would take it past its bound.
    const rows = await tx.select().from(chainSettings);
    const origins = new Set(
      resolveChainSettings(rows, [], { owner: null, salt: null, cacheMs: 0 }).chains.flatMap((c) =>
        c.rpcUrls.map((u) => cspOrigin(u) ?? ''),
      ),
    );
    const bytes = [...origins].reduce((n, o) => n + o.length + 1, 0);
    if (bytes > RPC_ORIGINS_CSP_BUDGET) {
      throw new InvalidChainSettingError(
        `--rpc: the served RPC origins would take ${bytes} bytes of the CSP header (at most ${RPC_ORIGINS_CSP_BUDGET}); use fewer hosts`,
      );
    }
    return { created: !existing && !builtIn };
  });
}
