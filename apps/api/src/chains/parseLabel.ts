import { InvalidChainSettingError } from './InvalidChainSettingError.js';

// C0 and C1 controls, < >, and the invisible or direction-changing characters (zero-width, bidi overrides and
// isolates, line/paragraph separators, BOM) that would make a served name read as something else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const refused = /[\u0000-\u001f\u007f-\u009f<>\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/** A chain name or coin symbol typed by the operator: printable, trimmed, at most `max` characters. */
export function parseLabel(value: string, what: string, max: number): string {
  const text = value.trim();
  if (!text || text.length > max || refused.test(text)) {
    throw new InvalidChainSettingError(
      `${what}: 1–${max} printable characters without < > or invisible ones, got ${JSON.stringify(value)}`,
    );
  }
  return text;
}
