// The tool text of a batch-core issue code (or of a Safe CSV Airdrop file's, readSafeAirdrop); a code without a text
// in the catalogue fails typecheck.
import type { NftListIssueCode, RecipientIssueCode, SafeAirdropIssueCode } from '@fanout/batch-core';
import type { EnsIssueCode } from '../ens/refineEnsIssues.js';
import type { SafeListIssueCode } from './readSafeAirdrop.js';
import type { TransferTextKey } from './transferText.js';

export type ToolIssueCode =
  | RecipientIssueCode
  | NftListIssueCode
  | SafeAirdropIssueCode
  | SafeListIssueCode
  | EnsIssueCode;

export function issueTextKey(code: ToolIssueCode): TransferTextKey {
  const key: `code_${ToolIssueCode}` & TransferTextKey = `code_${code}`;
  return key;
}
