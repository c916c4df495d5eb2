// A name line's issue in the Tool's words: batch-core says a name is unresolved or has no address; what the read
// found says why (ENS not configured on this site, no such name, no address for the chain paid, a failed read).
import type { NftPlan, RecipientPlan } from '@fanout/batch-core';
import type { EnsResolution } from '@fanout/wallet-core/ens';

/** The Tool's codes of a name line that cannot be paid (texts `code_…` of the transfer namespace). */
export type EnsIssueCode = 'ENS_NOT_CONFIGURED' | 'ENS_NO_RESOLVER' | 'ENS_NO_CHAIN_ADDRESS' | 'ENS_READ_FAILED';

export interface EnsIssueContext {
  /** Whether the chain settings name an L1 for ENS. */
  configured: boolean;
  /** Answers by the name as written. */
  answers: ReadonlyMap<string, EnsResolution>;
  /** The last read failed as a whole. */
  failed: boolean;
  /** The chain paid, by name. */
  chain: string;
}

const BY_ERROR: Record<string, EnsIssueCode> = {
  EnsNoResolverError: 'ENS_NO_RESOLVER',
  EnsNoChainAddressError: 'ENS_NO_CHAIN_ADDRESS',
  EnsReadError: 'ENS_READ_FAILED',
};

function codeOf(code: string, written: string, context: EnsIssueContext): EnsIssueCode | null {
  if (code !== 'ENS_NAME_UNRESOLVED' && code !== 'ENS_NAME_NO_ADDRESS') return null;
  if (!context.configured) return 'ENS_NOT_CONFIGURED';
  const answer = context.answers.get(written);
  if (answer && !answer.ok) return BY_ERROR[answer.error.name] ?? null;
  return code === 'ENS_NAME_UNRESOLVED' && context.failed ? 'ENS_READ_FAILED' : null;
}

export function refineEnsIssues<P extends RecipientPlan | NftPlan>(plan: P, context: EnsIssueContext): P {
  if (!plan.names?.length) return plan;
  let refined = false;
  const errors = plan.errors.map((issue) => {
    const code = codeOf(issue.code, issue.value ?? '', context);
    if (code === null) return issue;
    refined = true;
    const params = { ...('params' in issue ? issue.params : {}), chain: context.chain };
    return { ...issue, code, params };
  });
  return refined ? ({ ...plan, errors } as P) : plan;
}
