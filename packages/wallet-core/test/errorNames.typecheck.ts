// Type test, checked by `pnpm typecheck` (tsc): every package's error `name` is a literal union, so `switch (e.name)`
// narrows, an impossible case does not compile, and `never` proves a switch covers them all. Not run, only compiled.
import type { BatchCoreError } from '@fanout/batch-core';
import type { ContractsError } from '@fanout/contracts';
import type { BulkSendError } from '../src/bulkSend/BulkSendError.js';
import type { WalletCoreError } from '../src/errors/WalletCoreError.js';

export function walletCoreText(error: WalletCoreError): string {
  switch (error.name) {
    case 'ApiError':
    case 'NetworkError':
      return 'network';
    case 'UserRejectedRequestError':
      return 'rejected';
    // @ts-expect-error a name wallet-core never throws is not a case
    case 'ConnectionError':
      return 'impossible';
    default:
      return error.name;
  }
}

export function bulkSendText(error: BulkSendError): string {
  switch (error.name) {
    case 'BulkSendError':
    case 'ChunkRevertedError':
    case 'ChunkSimulationError':
    case 'InvalidRunError':
    case 'ReaderChainMismatchError':
    case 'RunLockedError':
    case 'RunNotFoundError':
    case 'TokensNotHeldError':
    case 'TransactionOutcomeUnknownError':
    case 'WalletMismatchError':
      return error.name;
    default: {
      const unhandled: never = error.name;
      return unhandled;
    }
  }
}

export function batchCoreText(error: BatchCoreError): string {
  // @ts-expect-error 'ApiError' is wallet-core's, not batch-core's
  if (error.name === 'ApiError') return 'impossible';
  return error.name === 'InvalidAddressError' ? 'address' : 'other';
}

export function contractsText(error: ContractsError): 'chain' | 'deploy' | 'base' {
  switch (error.name) {
    case 'LocalChainError':
      return 'chain';
    case 'DeployError':
    case 'DeterministicDeploymentError':
      return 'deploy';
    case 'ContractsError':
      return 'base';
  }
}
