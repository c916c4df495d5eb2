import type { Lang } from './Lang.js';
import type { MessageKey } from './MessageKey.js';
import type { MessageParams } from './MessageParams.js';
import { WALLET_CORE_PROPER_NOUNS } from './WALLET_CORE_PROPER_NOUNS.js';
import { walletCoreMessages } from './walletCoreMessages.js';

// i18next's default placeholder syntax, spaces inside the braces allowed.
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/**
 * The text of `key` in `lang`, its `{{name}}` placeholders filled from `params` and the proper nouns, as i18next fills
 * them; a placeholder without a value stays visible rather than vanishing.
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template: string = (walletCoreMessages[lang] ?? walletCoreMessages.en)[key];
  const values: MessageParams = { ...WALLET_CORE_PROPER_NOUNS, ...params };
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
