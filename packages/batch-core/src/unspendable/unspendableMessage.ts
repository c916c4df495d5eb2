import type { UnspendableProblem } from './UnspendableProblem.js';

/** The English sentence of a refused recipient (apps translate by code: `batchCoreMessages`). */
export function unspendableMessage(code: UnspendableProblem, note = ''): string {
  switch (code) {
    case 'PRECOMPILE_ADDRESS':
      return `This is a precompile (${note}), not a wallet: nothing sent there can ever be moved again.`;
    case 'BURN_ADDRESS':
      return 'This is a burn address: nothing sent there can ever be moved again.';
    case 'TOKEN_CONTRACT':
      return "This is the token's own contract: tokens sent to it are stuck there.";
    case 'BULKSEND_CONTRACT':
      return 'This is the BulkSend contract: what is sent to it is stuck there.';
    case 'SENDER_ADDRESS':
      return 'This is the sending wallet itself: the NFT would not move.';
  }
}
