// Merges the built-in chains and tokens with the operator's overrides into what GET /api/chains serves. Pure.
import {
  BULK_SEND_DEFAULT_SALT,
  type BulkSendVersion,
  predictBulkSendAddress,
  predictBulkSendV3Address,
} from '@fanout/contracts';
import type {
  ChainSetting,
  ChainSettings,
  ChainSettingsAddress,
  EnsSetting,
  OlderBulkSend,
  PayTokenSetting,
} from '@fanout/wallet-core/chain-settings';
import type { chainSettings, chainTokens, ensSettings } from '../db/schema.js';
import {
  BUILT_IN_DEFAULT_CHAIN_ID,
  type BuiltInChain,
  builtInChains,
  DEFAULT_FINALITY_CONFIRMATIONS,
} from './builtInChains.js';
import { builtInPayTokens } from './builtInPayTokens.js';
import { BUILT_IN_SAFE_TRANSACTION_SERVICES } from './builtInSafeServices.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { DEFAULT_ENS_CHAIN_ID, DEFAULT_ENS_REGISTRY } from './ensDefaults.js';

export type ChainOverrideRow = typeof chainSettings.$inferSelect;
export type ChainTokenRow = typeof chainTokens.$inferSelect;
export type EnsRow = typeof ensSettings.$inferSelect;

/** Built-in facts overlaid with an override row; null when a custom chain lacks the facts (refused on write). */
function chainFacts(builtIn: BuiltInChain | undefined, row: ChainOverrideRow | undefined): BuiltInChain | null {
  const name = row?.name ?? builtIn?.name;
  const symbol = row?.nativeSymbol ?? builtIn?.nativeCurrency.symbol;
  const decimals = row?.nativeDecimals ?? builtIn?.nativeCurrency.decimals;
  const rpcUrls = row?.rpcUrls?.length ? row.rpcUrls : (builtIn?.rpcUrls ?? []);
  const id = builtIn?.id ?? row?.chainId;
  if (id === undefined || !name || !symbol || decimals === undefined || rpcUrls.length === 0) return null;
  return {
    id,
    name,
    nativeCurrency: { name: row?.nativeName ?? builtIn?.nativeCurrency.name ?? symbol, symbol, decimals },
    rpcUrls,
    explorerUrl: row?.explorerUrl ?? builtIn?.explorerUrl ?? null,
    testnet: builtIn?.testnet ?? false,
    finalityConfirmations:
      row?.finalityConfirmations ?? builtIn?.finalityConfirmations ?? DEFAULT_FINALITY_CONFIRMATIONS,
  };
}

function payTokens(chainId: number, rows: ChainTokenRow[]): PayTokenSetting[] {
  const own = rows.filter((r) => r.chainId === chainId);
  const byAddress = new Map(own.map((r) => [r.address.toLowerCase(), r]));
  const tokens: PayTokenSetting[] = [];
  for (const token of builtInPayTokens(chainId)) {
    const row = byAddress.get(token.address.toLowerCase());
    if (row?.removed) continue;
    tokens.push({
      symbol: row?.symbol ?? token.symbol,
      address: token.address as ChainSettingsAddress,
      decimals: row?.decimals ?? token.decimals,
      default: row?.isDefault ?? false,
      source: row ? 'operator' : 'tokenList',
    });
  }
  const listed = new Set(tokens.map((t) => t.address.toLowerCase()));
  for (const row of own) {
    if (row.removed || listed.has(row.address.toLowerCase()) || !row.symbol || row.decimals === null) continue;
    tokens.push({
      symbol: row.symbol,
      address: row.address as ChainSettingsAddress,
      decimals: row.decimals,
      default: row.isDefault,
      source: 'operator',
    });
  }
  // One default per chain: the operator's choice, else the first (USDT where the list has it).
  const chosen = tokens.findIndex((t) => t.default);
  return tokens.map((t, i) => ({ ...t, default: i === (chosen === -1 ? 0 : chosen) }));
}

/** `older` without the current address and without repeats (first entry kept). */
export function distinctOlder<T extends { address: string }>(current: string | null, older: T[]): T[] {
  const seen = new Set([current?.toLowerCase()]);
  return older.filter((o) => {
    const key = o.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The operator's Safe Transaction Service for the chain ('' in the row: none), else the built-in one, else null. */
function safeTransactionService(chainId: number, row: ChainOverrideRow | undefined): string | null {
  const stored = row?.safeTransactionServiceUrl;
  if (stored === '') return null;
  return stored ?? BUILT_IN_SAFE_TRANSACTION_SERVICES[chainId] ?? null;
}

/** Predicted addresses by owner and salt: a prediction hashes the contract's whole init code (tens of ms), and it was
 * computed for every chain on every read of the settings. */
const predictions = new Map<string, { predicted: ChainSettingsAddress; predictedV2: ChainSettingsAddress }>();

function predictedAddresses(owner: ChainSettingsAddress, salt: `0x${string}`) {
  const key = `${owner}:${salt}`;
  let known = predictions.get(key);
  if (!known) {
    known = {
      predicted: predictBulkSendV3Address({ owner, salt }) as ChainSettingsAddress,
      predictedV2: predictBulkSendAddress({ owner, salt }) as ChainSettingsAddress,
    };
    // Owner and salt come from the process's configuration: a handful of keys at most.
    if (predictions.size > 16) predictions.clear();
    predictions.set(key, known);
  }
  return known;
}

function withBulkSend(
  facts: BuiltInChain,
  row: ChainOverrideRow | undefined,
  config: ChainsConfig,
  rows: ChainTokenRow[],
) {
  // Addresses and salt are checked where they enter (CLI, stored-row check, config): typed as what they are here.
  const salt = (config.salt ?? BULK_SEND_DEFAULT_SALT) as `0x${string}`;
  const owner = config.owner as ChainSettingsAddress | null;
  const configured = (row?.bulkSendAddress ?? null) as ChainSettingsAddress | null;
  const stored = (row?.olderBulkSends ?? []) as OlderBulkSend[];
  // The deterministic deploy is v3's; v2's predicted address stays in `older`, as runs may have been paid through it.
  const { predicted, predictedV2 } = owner ? predictedAddresses(owner, salt) : { predicted: null, predictedV2: null };
  const bulkSend = (
    address: ChainSettingsAddress | null,
    source: ChainSetting['bulkSend']['source'],
    version: BulkSendVersion,
    older: OlderBulkSend[],
  ): ChainSetting['bulkSend'] => ({
    address,
    source,
    reason: address ? null : 'ownerNotConfigured',
    version,
    older: distinctOlder(address, older),
  });
  const chain: ChainSetting = {
    ...facts,
    bulkSend: configured
      ? // A configured address stored before versions were kept (SQL, a backup) is a v2.
        bulkSend(configured, 'configured', row?.bulkSendVersion ?? 'v2', stored)
      : predicted && predictedV2
        ? bulkSend(predicted, 'predicted', 'v3', [{ address: predictedV2, version: 'v2' }, ...stored])
        : bulkSend(null, 'none', 'v3', stored),
    deploy:
      !configured && owner
        ? { offered: true, owner, salt, reason: null }
        : {
            offered: false,
            owner,
            salt: owner ? salt : null,
            reason: configured ? 'addressConfigured' : 'ownerNotConfigured',
          },
    payTokens: payTokens(facts.id, rows),
    safeTransactionService: safeTransactionService(facts.id, row),
  };
  return chain;
}

/** Where ENS names are resolved: the operator's row over the defaults (Ethereum mainnet's registry, the first RPC of
 * the ENS chain as the API knows it, disabled or not); null when switched off or no RPC is known for that chain. */
export function resolveEns(ens: EnsRow | undefined, overrides: ChainOverrideRow[]): EnsSetting | null {
  if (ens?.disabled) return null;
  const chainId = ens?.chainId ?? DEFAULT_ENS_CHAIN_ID;
  const rpcUrl =
    ens?.rpcUrl ??
    chainFacts(
      builtInChains.find((c) => c.id === chainId),
      overrides.find((r) => r.chainId === chainId),
    )?.rpcUrls[0];
  if (!rpcUrl) return null;
  return { chainId, rpcUrl, registry: (ens?.registry ?? DEFAULT_ENS_REGISTRY) as ChainSettingsAddress };
}

export function resolveChainSettings(
  overrides: ChainOverrideRow[],
  tokens: ChainTokenRow[],
  config: ChainsConfig,
  ens?: EnsRow,
): ChainSettings {
  const rowById = new Map(overrides.map((r) => [r.chainId, r]));
  const builtIns = builtInChains;
  const builtInIds = new Set(builtIns.map((c) => c.id));
  const custom = overrides.filter((r) => !builtInIds.has(r.chainId)).sort((a, b) => a.chainId - b.chainId);
  const chains: ChainSetting[] = [];
  for (const [builtIn, row] of [
    ...builtIns.map((c) => [c, rowById.get(c.id)] as const),
    ...custom.map((r) => [undefined, r] as const),
  ]) {
    if (row?.disabled) continue;
    const facts = chainFacts(builtIn, row);
    if (facts) chains.push(withBulkSend(facts, row, config, tokens));
  }
  const operatorDefault = overrides.find((r) => r.isDefault && !r.disabled)?.chainId;
  const defaultChainId =
    [operatorDefault, BUILT_IN_DEFAULT_CHAIN_ID].find((id) => chains.some((c) => c.id === id)) ?? chains[0]?.id ?? null;
  return { defaultChainId, chains, ens: resolveEns(ens, overrides) };
}
