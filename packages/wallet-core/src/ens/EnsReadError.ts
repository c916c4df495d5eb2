import { WalletCoreError } from '../errors/WalletCoreError.js';

/** ENS could not be read through the Ethereum RPC (a network failure, an error answer, no registry at the address). */
export class EnsReadError extends WalletCoreError {
  override readonly name = 'EnsReadError';
  /** The normalised name being read; null for a read that is not one name's (the RPC's chain id). */
  readonly ensName: string | null;

  constructor(ensName: string | null, operation: string, cause?: unknown) {
    super('ENS could not be read from Ethereum', {
      details: `${ensName ?? 'ENS'}: ${operation}${cause instanceof Error ? `: ${cause.message}` : ''}`,
      messageKey: 'ensReadFailed',
      cause,
    });
    this.ensName = ensName;
  }
}
