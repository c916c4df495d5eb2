// A Safe CSV Airdrop file pasted, dropped or picked selects its asset: the chain's coin or a listed token by its entry,
// any other token (ERC-20, ERC-721, ERC-1155, `nft`) by address, whose standard is then detected on the chain. Once per
// file token: the member's own choice afterwards stands (and a file for another token is then named as such).
import { NULL_ADDRESS } from '@fanout/batch-core';
import { useEffect } from 'react';
import type { ToolToken } from '../chains/toolChains.js';
import { useTransferDraft } from '../transferDraft.js';
import type { SafeAirdropToken } from './SafeAirdropToken.js';
import { CUSTOM_TOKEN, setTokenChoice } from './transferActions.js';

const NATIVE = NULL_ADDRESS;

/** The file token last selected (kept across panel switches, as the draft is). */
let applied: string | null = null;

export function useSafeAirdropChoice(safe: SafeAirdropToken[] | null, tokens: readonly ToolToken[]): void {
  const only = safe?.length === 1 ? safe[0] : undefined;
  const key = only ? (only.token ?? NATIVE).toLowerCase() : null;
  useEffect(() => {
    if (key === null || key === applied) return;
    applied = key;
    const listed = tokens.find((entry) => entry.address.toLowerCase() === key);
    if (listed) {
      setTokenChoice(listed.address);
      return;
    }
    if (key === NATIVE) return;
    setTokenChoice(CUSTOM_TOKEN);
    useTransferDraft.getState().setCustomEntry(only?.token ?? key);
  }, [key, only, tokens]);
}
