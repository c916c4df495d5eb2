// Checks a GET /api/chains body field by field: a chain or token that does not have the expected shape is left out
// (a bad operator entry must not take the others down). Returns null when nothing usable is left. Fields older
// servers do not send read as what they meant: BulkSend v2 with no older ones, no ENS, no Safe Transaction Service.
import type { ChainSetting, ChainSettings, EnsSetting, OlderBulkSend, PayTokenSetting } from './ChainSettings.js';

type Json = Record<string, unknown>;

const address = /^0x[0-9a-fA-F]{40}$/;
const bytes32 = /^0x[0-9a-fA-F]{64}$/;
const reasons = new Set(['ownerNotConfigured', 'addressConfigured', null]);

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isDecimals(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 36;
}

function isFinality(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 10_000;
}

function isServiceUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname))
    );
  } catch {
    return false;
  }
}

function optionalAddress(v: unknown): v is `0x${string}` | null {
  return v === null || (typeof v === 'string' && address.test(v));
}

function isVersion(v: unknown): v is 'v2' | 'v3' {
  return v === 'v2' || v === 'v3';
}

/** The older BulkSends that have the expected shape (others left out), without the current address or repeats. */
function parseOlder(v: unknown, current: unknown): OlderBulkSend[] {
  const seen = new Set([typeof current === 'string' ? current.toLowerCase() : '']);
  const older: OlderBulkSend[] = [];
  for (const entry of Array.isArray(v) ? v : []) {
    if (!isObject(entry) || typeof entry.address !== 'string' || !address.test(entry.address)) continue;
    if (!isVersion(entry.version) || seen.has(entry.address.toLowerCase())) continue;
    seen.add(entry.address.toLowerCase());
    older.push({ address: entry.address as `0x${string}`, version: entry.version });
  }
  return older;
}

function parseEns(v: unknown): EnsSetting | null {
  if (!isObject(v) || !Number.isSafeInteger(v.chainId) || (v.chainId as number) <= 0) return null;
  if (!isServiceUrl(v.rpcUrl) || typeof v.registry !== 'string' || !address.test(v.registry)) return null;
  return { chainId: v.chainId as number, rpcUrl: v.rpcUrl, registry: v.registry as `0x${string}` };
}

function parseToken(v: unknown): PayTokenSetting | null {
  if (!isObject(v) || typeof v.symbol !== 'string' || !v.symbol || typeof v.address !== 'string') return null;
  if (!address.test(v.address) || !isDecimals(v.decimals)) return null;
  const source = v.source === 'operator' || v.source === 'build' ? v.source : 'tokenList';
  return {
    symbol: v.symbol,
    address: v.address as `0x${string}`,
    decimals: v.decimals,
    default: v.default === true,
    source,
  };
}

function parseChain(v: unknown): ChainSetting | null {
  if (!isObject(v) || !Number.isSafeInteger(v.id) || (v.id as number) <= 0) return null;
  const { nativeCurrency: n, bulkSend: b, deploy: d } = v;
  if (typeof v.name !== 'string' || !v.name || !isObject(n) || !isObject(b) || !isObject(d)) return null;
  if (typeof n.symbol !== 'string' || !isDecimals(n.decimals)) return null;
  const rpcUrls = Array.isArray(v.rpcUrls) ? v.rpcUrls.filter(isServiceUrl) : [];
  if (rpcUrls.length === 0) return null;
  if (
    !optionalAddress(b.address) ||
    !optionalAddress(d.owner) ||
    !reasons.has(b.reason as null) ||
    !reasons.has(d.reason as null)
  ) {
    return null;
  }
  const bulkSendSource =
    b.source === 'configured' || b.source === 'predicted' || b.source === 'build' ? b.source : 'none';
  const tokens = (Array.isArray(v.payTokens) ? v.payTokens : []).map(parseToken).filter((t) => t !== null);
  const chosen = Math.max(
    0,
    tokens.findIndex((t) => t.default),
  );
  return {
    id: v.id as number,
    name: v.name,
    nativeCurrency: {
      name: typeof n.name === 'string' && n.name ? n.name : n.symbol,
      symbol: n.symbol,
      decimals: n.decimals,
    },
    rpcUrls,
    explorerUrl: isServiceUrl(v.explorerUrl) ? v.explorerUrl.replace(/\/+$/, '') : null,
    testnet: v.testnet === true,
    ...(isFinality(v.finalityConfirmations) && { finalityConfirmations: v.finalityConfirmations }),
    bulkSend: {
      address: b.address === null ? null : b.address,
      source: b.address ? bulkSendSource : 'none',
      reason: b.reason as ChainSetting['bulkSend']['reason'],
      version: isVersion(b.version) ? b.version : 'v2',
      older: parseOlder(b.older, b.address),
    },
    deploy: {
      offered: d.offered === true && d.owner !== null && typeof d.salt === 'string' && bytes32.test(d.salt),
      owner: d.owner,
      salt: typeof d.salt === 'string' && bytes32.test(d.salt) ? (d.salt as `0x${string}`) : null,
      reason: d.reason as ChainSetting['deploy']['reason'],
    },
    payTokens: tokens.map((t, i) => ({ ...t, default: i === chosen })),
    safeTransactionService: isServiceUrl(v.safeTransactionService)
      ? v.safeTransactionService.replace(/\/+$/, '')
      : null,
  };
}

export function parseChainSettings(body: unknown): ChainSettings | null {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data) || !Array.isArray(data.chains)) return null;
  const chains = data.chains.map(parseChain).filter((c) => c !== null);
  if (chains.length === 0) return null;
  const wanted = data.defaultChainId;
  const defaultChainId = chains.some((c) => c.id === wanted) ? (wanted as number) : (chains[0] as ChainSetting).id;
  return { defaultChainId, chains, ens: parseEns(data.ens) };
}
