// Looks up a token entered by address once the entry can be an address (SPEC §5): an ERC-20 (symbol, balance,
// decimals), else — through the lazily imported NFT module's detectToken (ERC-165, read from the chain only) — an
// ERC-721 or ERC-1155 collection (name, symbol).
import { isTokenAddressCandidate } from '@fanout/batch-core';
import type { BulkSendConfig } from '@fanout/wallet-core/bulk-send';
import { getTokenInfo, type TokenInfo } from '@fanout/wallet-core/session';
import { useEffect, useMemo, useState } from 'react';
import { walletConfig } from '../../wallet/index.js';
import { loadNft } from './nftModule.js';

export type TokenLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; info: TokenInfo }
  | { state: 'nft'; standard: 'erc721' | 'erc1155'; name: string; symbol: string };

async function lookUp(token: string, reader: BulkSendConfig | null): Promise<TokenLookup> {
  try {
    return { state: 'found', info: await getTokenInfo(walletConfig, { token }) };
  } catch (error) {
    if (!reader) throw error;
    const { detectToken } = await loadNft();
    const found = await detectToken(reader, { token });
    if (found.standard !== 'erc721' && found.standard !== 'erc1155') throw error;
    // ERC-1155 has no name or symbol in its standard: the standard's name stands in for the symbol then.
    const name = found.name ?? '';
    const symbol = found.symbol || name || (found.standard === 'erc721' ? 'ERC-721' : 'ERC-1155');
    return { state: 'nft', standard: found.standard, name, symbol };
  }
}

export function useTokenLookup(
  entry: string,
  account: string | null,
  refresh: number,
  reader: BulkSendConfig | null,
): TokenLookup {
  const [lookup, setLookup] = useState<TokenLookup>({ state: 'idle' });
  // One read per entry and account, and again after a send (`refresh`): the balance shown is the new one.
  const request = useMemo(() => ({ token: entry.trim(), account, refresh, reader }), [entry, account, refresh, reader]);
  useEffect(() => {
    const { token, account, reader } = request;
    if (!account || !isTokenAddressCandidate(token)) {
      setLookup({ state: 'idle' });
      return;
    }
    let live = true;
    setLookup({ state: 'loading' });
    lookUp(token, reader)
      .then((next) => live && setLookup(next))
      .catch(() => live && setLookup({ state: 'missing' }));
    return () => {
      live = false;
    };
  }, [request]);
  return lookup;
}
