import { InvalidChainSettingError } from './InvalidChainSettingError.js';

/** A chain name or coin symbol typed by the operator: printable, trimmed, at most `max` characters. */
export function parseLabel(value: string, what: string, max: number): string {
  const text = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!text || text.length > max || /[\u0000-\u001f\u007f<>]/.test(text)) {
    throw new InvalidChainSettingError(
      `${what}: 1–${max} printable characters without < >, got ${JSON.stringify(value)}`,
    );
  }
  return text;
}
