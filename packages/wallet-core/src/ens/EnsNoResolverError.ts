import { WalletCoreError } from '../errors/WalletCoreError.js';

/** The registry has no resolver for the name: it is not registered, expired, or its owner set no records. */
export class EnsNoResolverError extends WalletCoreError {
  override readonly name = 'EnsNoResolverError';
  /** The normalised name. */
  readonly ensName: string;

  constructor(ensName: string, registry: string) {
    super('This ENS name does not exist or has no resolver', {
      details: `registry ${registry}: resolver(${ensName}) is the zero address`,
      messageKey: 'ensNoResolver',
      messageParams: { name: ensName },
    });
    this.ensName = ensName;
  }
}
