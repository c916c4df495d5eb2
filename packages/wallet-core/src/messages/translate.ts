import type { Lang } from './Lang.js';
import type { MessageKey } from './MessageKey.js';
import { messages } from './messages.js';

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = (messages[lang] ?? messages.en)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
