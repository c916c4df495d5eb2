// The tool text of a batch-core issue code; a code without a text in the catalogue fails typecheck.
import type { NftListIssueCode, RecipientIssueCode } from '@fanout/batch-core';
import type { ToolTextKey } from '../useToolText.js';

export function issueTextKey(code: RecipientIssueCode | NftListIssueCode): ToolTextKey {
  const key: `code_${RecipientIssueCode | NftListIssueCode}` & ToolTextKey = `code_${code}`;
  return key;
}
