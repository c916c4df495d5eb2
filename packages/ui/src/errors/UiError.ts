// Base of every error @fanout/ui throws: a stable name and a short message a developer can act on.
export class UiError extends Error {
  override name = 'UiError';
}
