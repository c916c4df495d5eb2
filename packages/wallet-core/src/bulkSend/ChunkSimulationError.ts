import { BulkSendError } from './BulkSendError.js';
import type { SimulationFailureReason } from './SimulationFailureReason.js';

/**
 * A chunk that would fail, found by `eth_call` before anything was signed. Names the list line, the address and
 * the reason; `errorName` is the contract's error (e.g. `NativeTransferFailed`) when it gave one.
 */
export class ChunkSimulationError extends BulkSendError {
  override readonly name = 'ChunkSimulationError';
  readonly chunkIndex: number;
  readonly reason: SimulationFailureReason;
  /** 1-based line of the member's list, when the failure is one recipient's. */
  readonly line: number | undefined;
  readonly address: string | undefined;
  /** What the token itself said when it refused (its revert string or error name), when it said anything. */
  readonly tokenReason: string | undefined;

  constructor(parameters: {
    chunkIndex: number;
    reason: SimulationFailureReason;
    line?: number | undefined;
    address?: string | undefined;
    errorName?: string | null;
    args?: readonly unknown[];
    tokenReason?: string | undefined;
    cause?: unknown;
  }) {
    const where = parameters.line !== undefined ? `line ${parameters.line} (${parameters.address})` : 'chunk';
    const said = parameters.tokenReason ? ` ("${parameters.tokenReason}")` : '';
    const what = `${parameters.reason}${parameters.errorName ? `: ${parameters.errorName}` : ''}${said}`;
    super(`Chunk ${parameters.chunkIndex + 1} would fail at ${where}: ${what}`, {
      errorName: parameters.errorName ?? null,
      args: parameters.args ?? [],
      details: `simulation of chunk ${parameters.chunkIndex} failed (${what})`,
      cause: parameters.cause,
      messageKey: `bulkSendReason_${parameters.reason}`,
      // The texts name the list line and address; `other` names the contract's error or the token's words.
      messageParams: {
        line: parameters.line ?? '',
        address: parameters.address ?? '',
        error: parameters.errorName ?? parameters.tokenReason ?? 'unknown',
      },
    });
    this.chunkIndex = parameters.chunkIndex;
    this.reason = parameters.reason;
    this.line = parameters.line;
    this.address = parameters.address;
    this.tokenReason = parameters.tokenReason;
  }
}
