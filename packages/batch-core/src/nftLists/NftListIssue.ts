import type { ListIssue } from './ListIssue.js';
import type { NftListIssueCode } from './NftListIssueCode.js';

/** One problem of an NFT list, with its line, reason key and params. */
export type NftListIssue = ListIssue<NftListIssueCode>;
