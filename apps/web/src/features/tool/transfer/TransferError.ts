// A failed send turned into something a user can read: which kind, and the key/values of its message.
export class TransferError extends Error {
  override name = 'TransferError';
  constructor(
    readonly kind: 'rejected' | 'funds' | 'contract' | 'failed',
    readonly reason: string,
    readonly values: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}
