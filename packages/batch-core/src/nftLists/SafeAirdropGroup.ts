import type { Address } from '../address/Address.js';
import type { RecipientPlan } from '../recipients/RecipientPlan.js';
import type { NftPlan } from './NftPlan.js';
import type { SafeAirdropIssue } from './SafeAirdropIssue.js';

interface GroupBase {
  /** Every line of the file naming this asset, in order (lines with errors included). */
  lines: number[];
  /** Every issue on those lines and of the group as a whole (repeats, totals), in line order. */
  errors: SafeAirdropIssue[];
  /** True when the group has rows and `errors` is empty: this batch may be sent. */
  ok: boolean;
}

/** The lines of one asset of a Safe CSV Airdrop file: one batch. */
export type SafeAirdropGroup =
  | (GroupBase & {
      /** Native coin or ERC-20 token: `plan` is a RecipientPlan. */
      kind: 'fungible';
      asset: { type: 'native'; token: null } | { type: 'erc20'; token: Address };
      /**
       * The lines as parseRecipients would give them (chunk, mergeDuplicates and packRecipients take it), or null for
       * an ERC-20 token whose decimals were not given (MISSING_DECIMALS). Its `errors` hold the issues whose code is
       * one of parseRecipients'; `errors` above holds all of them.
       */
      plan: RecipientPlan | null;
    })
  | (GroupBase & {
      /** ERC-721, ERC-1155 or `nft`: `plan` is an NftPlan. */
      kind: 'nft';
      asset: { type: 'erc721' | 'erc1155' | 'nft'; token: Address };
      /** The lines as parseNftList would give them (an `nft` plan goes through resolveNftStandard first). */
      plan: NftPlan;
    });
