import { WalletCoreError } from '../errors/WalletCoreError.js';

/**
 * A Safe Transaction Builder file that cannot be made from what was given: `field` names the part at fault
 * (`chainId`, `safe`, `calls[2].to`, `quote.chunks[0].fee`…) and `value` what was found (shortened to 80 characters).
 */
export class SafeFileError extends WalletCoreError {
  override readonly name = 'SafeFileError';
  readonly field: string;
  readonly value: string;

  constructor(field: string, value: unknown, problem: string) {
    const shown = shorten(value);
    super(`Safe transaction file: ${field} ${problem}`, {
      details: `${field} = ${shown}: ${problem}`,
      messageKey: 'safeFileInvalid',
      messageParams: { field, value: shown },
    });
    this.field = field;
    this.value = shown;
  }
}

function shorten(value: unknown): string {
  let text: string;
  try {
    text =
      typeof value === 'string'
        ? value
        : (JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}` : v)) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
