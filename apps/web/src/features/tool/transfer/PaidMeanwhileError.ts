// What the check right before a signature (recheckBeforeSigning) throws when it stops the signature.
/** The check before signing found payments the page did not know of (or could not read the chain): nothing signed. */
export class PaidMeanwhileError extends Error {
  override readonly name = 'PaidMeanwhileError';
  /** True when the chain could not be read again (nothing is known of what was paid since). */
  readonly unread: boolean;

  constructor(unread: boolean) {
    super(
      unread
        ? 'The chain could not be read again right before signing; nothing was signed'
        : 'Payments made since the last check already paid recipients of this list; nothing was signed',
    );
    this.unread = unread;
  }
}
