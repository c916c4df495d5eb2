import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { MessageKey } from '../messages/MessageKey.js';

/** Why a request to the Safe{Wallet} host failed. */
export type SafeAppErrorKind =
  /** The host refused (the member rejected the proposal in Safe{Wallet}). */
  | 'rejected'
  /** The host did not answer within the time allowed. */
  | 'timeout'
  /** The host answered with an error. */
  | 'failed'
  /** The host speaks a protocol version this app does not (the SDK requires major version 1 or later). */
  | 'version';

const MESSAGE_KEYS: Record<SafeAppErrorKind, MessageKey> = {
  rejected: 'safeAppRejected',
  timeout: 'safeAppTimeout',
  failed: 'safeAppFailed',
  version: 'safeAppVersion',
};

/**
 * A request to the Safe{Wallet} host (the Safe Apps SDK's message protocol) that did not succeed. A refusal carries
 * EIP-1193's code 4001, so `isUserRejection` reads it as the member's "no" (nothing was proposed).
 */
export class SafeAppError extends WalletCoreError {
  override readonly name = 'SafeAppError';
  readonly kind: SafeAppErrorKind;
  /** The SDK method asked (`getSafeInfo`, `sendTransactions`, `rpcCall`). */
  readonly method: string;
  /** 4001 for a refusal. */
  readonly code: number | undefined;

  constructor(kind: SafeAppErrorKind, method: string, details?: string) {
    super(
      kind === 'rejected'
        ? 'The transaction was rejected in Safe{Wallet}'
        : kind === 'timeout'
          ? 'Safe{Wallet} did not answer'
          : kind === 'version'
            ? 'Safe{Wallet} answered in a protocol version this app does not speak'
            : 'Safe{Wallet} could not do the request',
      {
        details: `${method}: ${details ?? kind}`,
        messageKey: MESSAGE_KEYS[kind],
        messageParams: kind === 'version' ? { method, version: details ?? '' } : { method },
      },
    );
    this.kind = kind;
    this.method = method;
    this.code = kind === 'rejected' ? 4001 : undefined;
  }
}
