// Parses the recipient list as the preview shows it: a spreadsheet's header picks its address and amount columns,
// then batch-core parses (and merges duplicates when asked). An NFT collection's list (`address,tokenId` for ERC-721,
// `address,tokenId,amount` for ERC-1155) is parsed by parseNftList. Addresses nobody can spend from are refused by line:
// batch-core's fixed list, and the run's own token contract, BulkSend and (NFT lists) the sender, as `guard` names
// them. ENS names are read with what was resolved so far (`names`, see ens/useEnsNames). Used inline and by the
// preview worker.
import {
  type HeaderColumns,
  mapHeaderColumns,
  mergeDuplicates,
  mergeNftDuplicates,
  type NftPlan,
  parseNftList,
  parseRecipients,
  type RecipientPlan,
  type UnspendableOptions,
} from '@fanout/batch-core';
import type { EnsRequest } from '../ens/EnsRequest.js';
import { ensOptionsOf } from '../ens/ensOptionsOf.js';
import type { SafeAirdropToken } from './SafeAirdropToken.js';

export type NftStandard = 'erc721' | 'erc1155';

export interface ReadPlan {
  /** A coin or ERC-20 list (null for an NFT list). */
  plan: RecipientPlan | null;
  /** An NFT list (null for a coin or ERC-20 list). */
  nft: NftPlan | null;
  /** The header's columns, when the list was read by its header. */
  columns: HeaderColumns | null;
  /** A Safe CSV Airdrop file's tokens (readSafeAirdrop), else absent. */
  tokens?: SafeAirdropToken[];
}

export function readPlan(
  text: string,
  decimals: number,
  merge: boolean,
  standard: NftStandard | null = null,
  guard: UnspendableOptions = {},
  names: EnsRequest | null = null,
): ReadPlan {
  const ens = ensOptionsOf(names);
  if (standard) {
    const nft = parseNftList(text, { standard, ...guard, ens });
    return { plan: null, nft: merge ? mergeNftDuplicates(nft) : nft, columns: null };
  }
  const mapped = mapHeaderColumns(text);
  const plan = parseRecipients(mapped ? mapped.text : text, {
    decimals,
    token: guard.token,
    bulkSend: guard.bulkSend,
    ens,
  });
  return { plan: merge ? mergeDuplicates(plan) : plan, nft: null, columns: mapped?.columns ?? null };
}
