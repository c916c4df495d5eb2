/** Base of the errors of managing chain settings; `name` is stable, the message says what to fix. */
export class ChainSettingsError extends Error {
  override name = 'ChainSettingsError';
}
