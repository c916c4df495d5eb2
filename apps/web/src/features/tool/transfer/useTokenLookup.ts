// Looks up an ERC-20 entered by address (symbol, balance, decimals) once the entry can be an address (SPEC §5).
import { isTokenAddressCandidate } from '@fanout/batch-core';
import { getTokenInfo, type TokenInfo } from '@fanout/wallet-core/session';
import { useEffect, useMemo, useState } from 'react';
import { walletConfig } from '../../wallet/index.js';

export type TokenLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; info: TokenInfo };

export function useTokenLookup(entry: string, account: string | null, refresh: number): TokenLookup {
  const [lookup, setLookup] = useState<TokenLookup>({ state: 'idle' });
  // One read per entry and account, and again after a send (`refresh`): the balance shown is the new one.
  const request = useMemo(() => ({ token: entry.trim(), account, refresh }), [entry, account, refresh]);
  useEffect(() => {
    const { token, account } = request;
    if (!account || !isTokenAddressCandidate(token)) {
      setLookup({ state: 'idle' });
      return;
    }
    let live = true;
    setLookup({ state: 'loading' });
    getTokenInfo(walletConfig, { token })
      .then((info) => live && setLookup({ state: 'found', info }))
      .catch(() => live && setLookup({ state: 'missing' }));
    return () => {
      live = false;
    };
  }, [request]);
  return lookup;
}
