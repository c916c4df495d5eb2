import type { ListIssue } from './ListIssue.js';
import type { SafeAirdropIssueCode } from './SafeAirdropIssueCode.js';

/** One problem of a Safe CSV Airdrop file, with its line, reason key and params. */
export type SafeAirdropIssue = ListIssue<SafeAirdropIssueCode>;
