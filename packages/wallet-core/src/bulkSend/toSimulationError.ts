import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { decodeRevert } from './decodeRevert.js';
import type { SimulationFailureReason } from './SimulationFailureReason.js';
import type { TokenState } from './TokenState.js';

/** Errors whose first argument is the failing recipient's index in the chunk, and what they mean. */
const PER_RECIPIENT: Record<string, SimulationFailureReason> = {
  NativeTransferFailed: 'recipientReverted',
  TokenTransferFailed: 'tokenRefused',
  ZeroAddressRecipient: 'zeroAddress',
  InsufficientValue: 'balanceShort',
  // NFT sends
  NotTokenOwner: 'notOwned',
  InsufficientTokenBalance: 'balanceShort',
  DuplicateTokenId: 'duplicateTokenId',
  RecipientCannotReceive: 'recipientReverted',
  NftTransferFailed: 'tokenRefused',
  ZeroAmount: 'zeroAmount',
};

const WHOLE_CHUNK: Record<string, SimulationFailureReason> = {
  FeeOnTransferToken: 'feeOnTransfer',
  TokenPullShort: 'tokenMisbehaves',
  TokenPullExcess: 'tokenMisbehaves',
  TokenBalanceChanged: 'tokenMisbehaves',
  TokenHasNoCode: 'notAToken',
  BatchAlreadySent: 'alreadySent',
  // NFT sends
  WrongTokenStandard: 'wrongStandard',
  NotApprovedForAll: 'notApproved',
  SenderNotDebited: 'tokenMisbehaves',
  BalanceQueryFailed: 'tokenMisbehaves',
};

/**
 * Turns a failed `eth_call`/`eth_estimateGas` of a chunk into a ChunkSimulationError naming the list line, the
 * address and the reason. A failed pull (`TokenPullFailed`) is told apart with the balance and allowance read before.
 */
export function toSimulationError(
  run: BulkSendRun,
  chunk: RunChunk,
  error: unknown,
  state: TokenState | undefined,
): ChunkSimulationError {
  const decoded = decodeRevert(error);
  const base = {
    chunkIndex: chunk.index,
    errorName: decoded?.errorName ?? null,
    args: decoded?.args ?? [],
    tokenReason: tokenReasonOf(decoded),
    cause: error,
  };
  const name = decoded?.errorName;
  if (name && name in PER_RECIPIENT) {
    const index = Number(decoded.args[0]);
    const line = Number.isInteger(index) ? run.lines[chunk.start + index] : undefined;
    return new ChunkSimulationError({
      ...base,
      reason: PER_RECIPIENT[name] as SimulationFailureReason,
      line: line?.line,
      address: line?.address,
    });
  }
  if (name && name in WHOLE_CHUNK) {
    return new ChunkSimulationError({ ...base, reason: WHOLE_CHUNK[name] as SimulationFailureReason });
  }
  if (name === 'TokenPullFailed' && state) {
    const reason: SimulationFailureReason =
      state.balance < chunk.total ? 'balanceShort' : state.allowance < chunk.total ? 'allowanceShort' : 'tokenRefused';
    return new ChunkSimulationError({ ...base, reason, address: run.sender });
  }
  // A node that refuses the call for the sender's coin balance (no revert data).
  const message = String((error as { message?: unknown })?.message ?? '');
  if (!decoded && /insufficient funds/i.test(message)) {
    return new ChunkSimulationError({ ...base, reason: 'balanceShort', address: run.sender });
  }
  return new ChunkSimulationError({ ...base, reason: 'other' });
}

/**
 * The token's (or the recipient's) own words inside `TokenTransferFailed` / `TokenPullFailed` / `NftTransferFailed` /
 * `RecipientCannotReceive` (their last argument), e.g. "blocked".
 */
function tokenReasonOf(decoded: ReturnType<typeof decodeRevert>): string | undefined {
  const carriers = ['TokenTransferFailed', 'TokenPullFailed', 'NftTransferFailed', 'RecipientCannotReceive'];
  if (!decoded || !carriers.includes(decoded.errorName)) return undefined;
  const reason = decoded.args.at(-1);
  if (typeof reason !== 'string' || reason.length < 10) return undefined;
  const inner = decodeRevert({ data: reason });
  if (!inner) return undefined;
  return inner.errorName === 'Error' ? String(inner.args[0]) : inner.errorName;
}
