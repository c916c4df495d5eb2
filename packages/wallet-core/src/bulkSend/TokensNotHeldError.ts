import { BulkSendError } from './BulkSendError.js';
import type { NotHeldLine } from './NotHeldLine.js';

/**
 * Lines of an NFT run whose token the sender does not hold (an ERC-721 id owned by someone else or not minted, an
 * ERC-1155 balance below the lines' amounts), found before anything is signed. `lines` names each one.
 */
export class TokensNotHeldError extends BulkSendError {
  override readonly name = 'TokensNotHeldError';
  readonly lines: readonly NotHeldLine[];
  /** The chunk being checked, when the check was one chunk's. */
  readonly chunkIndex: number | undefined;

  constructor(lines: readonly NotHeldLine[], chunkIndex?: number) {
    const numbers = lines.map((l) => l.line).join(', ');
    super(`You do not hold the tokens of lines ${numbers}`, {
      details: lines.map((l) => `line ${l.line}: id ${l.tokenId}, needs ${l.amount}, holds ${l.held}`).join('; '),
      messageKey: 'bulkSendTokensNotHeld',
      messageParams: { lines: numbers },
    });
    this.lines = lines;
    this.chunkIndex = chunkIndex;
  }
}
