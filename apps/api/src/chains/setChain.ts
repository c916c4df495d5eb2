// Adds a chain or updates the operator's settings of one (`cli chains set`). A chain the chain-definition package does
// not know must come with its name, native coin and RPC, or members' wallets could not add it.
// A configured BulkSend address that is replaced (or dropped for the predicted one) moves into the chain's older
// BulkSends, whose history the Tool still reads.
import type { BulkSendVersion } from '@fanout/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { assertConnectOriginsFit } from './assertConnectOriginsFit.js';
import { builtInChains } from './builtInChains.js';
import { ChainFactsMissingError } from './ChainFactsMissingError.js';
import { InvalidBulkSendVersionError } from './InvalidBulkSendVersionError.js';
import { distinctOlder } from './resolveChainSettings.js';

export { RPC_ORIGINS_CSP_BUDGET } from './assertConnectOriginsFit.js';

export type OlderBulkSendRow = { address: string; version: BulkSendVersion };

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
  /** The version at the configured address: with `bulkSendAddress` (default v3), or alone to correct the version of
   * the address already configured. */
  bulkSendVersion?: BulkSendVersion | undefined;
  /** Earlier BulkSends to add to the chain's older ones (EIP-55 addresses); `[]` with `clearOlderBulkSends`. */
  olderBulkSends?: OlderBulkSendRow[] | undefined;
  /** Empties the older BulkSends before `olderBulkSends` and a replaced address are added. */
  clearOlderBulkSends?: boolean | undefined;
  /** The Safe Transaction Service base URL; '' for none; null to go back to the built-in one. */
  safeTransactionServiceUrl?: string | null | undefined;
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
    const bulkSend = nextBulkSend(existing, p);
    const values = {
      ...(p.name !== undefined && { name: p.name }),
      ...(p.nativeName !== undefined && { nativeName: p.nativeName }),
      ...(p.nativeSymbol !== undefined && { nativeSymbol: p.nativeSymbol }),
      ...(p.nativeDecimals !== undefined && { nativeDecimals: p.nativeDecimals }),
      ...(p.rpcUrls !== undefined && { rpcUrls: p.rpcUrls }),
      ...(p.explorerUrl !== undefined && { explorerUrl: p.explorerUrl }),
      ...bulkSend,
      ...(p.safeTransactionServiceUrl !== undefined && { safeTransactionServiceUrl: p.safeTransactionServiceUrl }),
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
    // Every served chain's RPC and service origins go into each response's CSP header: refuse what would take it
    // past its bound.
    await assertConnectOriginsFit(tx, p.safeTransactionServiceUrl ? '--safe-service' : '--rpc');
    return { created: !existing && !builtIn };
  });
}

type ChainRow = typeof chainSettings.$inferSelect;

/** The BulkSend columns a change writes (none when it names no BulkSend option). */
function nextBulkSend(
  existing: ChainRow | undefined,
  p: SetChainParameters,
): Partial<Pick<ChainRow, 'bulkSendAddress' | 'bulkSendVersion' | 'olderBulkSends'>> {
  if (
    p.bulkSendAddress === undefined &&
    p.bulkSendVersion === undefined &&
    !p.olderBulkSends &&
    !p.clearOlderBulkSends
  ) {
    return {};
  }
  const current = existing?.bulkSendAddress ?? null;
  const currentVersion = existing?.bulkSendVersion ?? (current ? 'v2' : null);
  if (p.bulkSendAddress === null && p.bulkSendVersion !== undefined) {
    throw new InvalidBulkSendVersionError(
      '--bulksend-version: the predicted address is always v3; give --bulksend ADDRESS',
    );
  }
  if (p.bulkSendAddress === undefined && p.bulkSendVersion !== undefined && !current) {
    throw new InvalidBulkSendVersionError(
      '--bulksend-version: this chain has no configured BulkSend address; give --bulksend ADDRESS with it',
    );
  }
  const address = p.bulkSendAddress === undefined ? current : p.bulkSendAddress;
  const version = address ? (p.bulkSendVersion ?? (p.bulkSendAddress === undefined ? currentVersion : 'v3')) : null;
  const older: OlderBulkSendRow[] = [...(p.clearOlderBulkSends ? [] : (existing?.olderBulkSends ?? []))];
  // The address being replaced keeps its history readable.
  if (current && address?.toLowerCase() !== current.toLowerCase()) {
    older.push({ address: current, version: currentVersion ?? 'v2' });
  }
  older.push(...(p.olderBulkSends ?? []));
  return { bulkSendAddress: address, bulkSendVersion: version, olderBulkSends: distinctOlder(address, older) };
}
