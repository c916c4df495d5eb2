/** A command line the operator CLI does not understand; the message says what it expected. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
