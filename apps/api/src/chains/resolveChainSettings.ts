// Merges the built-in chains and tokens with the operator's overrides into what GET /api/chains serves. Pure.
import { BULK_SEND_DEFAULT_SALT, predictBulkSendAddress } from '@fanout/contracts';
import type {
  ChainSetting,
  ChainSettings,
  ChainSettingsAddress,
  PayTokenSetting,
} from '@fanout/wallet-core/chain-settings';
import type { chainSettings, chainTokens } from '../db/schema.js';
import {
  BUILT_IN_DEFAULT_CHAIN_ID,
  type BuiltInChain,
  builtInChains,
  DEFAULT_FINALITY_CONFIRMATIONS,
} from './builtInChains.js';
import { builtInPayTokens } from './builtInPayTokens.js';
import type { ChainsConfig } from './ChainsConfig.js';

export type ChainOverrideRow = typeof chainSettings.$inferSelect;
export type ChainTokenRow = typeof chainTokens.$inferSelect;

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
  const predicted = owner ? (predictBulkSendAddress({ owner, salt }) as ChainSettingsAddress) : null;
  const chain: ChainSetting = {
    ...facts,
    bulkSend: configured
      ? { address: configured, source: 'configured', reason: null }
      : predicted
        ? { address: predicted, source: 'predicted', reason: null }
        : { address: null, source: 'none', reason: 'ownerNotConfigured' },
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
  };
  return chain;
}

export function resolveChainSettings(
  overrides: ChainOverrideRow[],
  tokens: ChainTokenRow[],
  config: ChainsConfig,
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
  return { defaultChainId, chains };
}
