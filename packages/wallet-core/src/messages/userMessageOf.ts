import type { Lang } from './Lang.js';
import { translate } from './translate.js';
import { userTextOf } from './userTextOf.js';

/** The text to show a user for an error in `lang` (see {@link userTextOf}): the catalogue text, else the error's own. */
export function userMessageOf(error: unknown, lang: Lang): string {
  const text = userTextOf(error);
  return text.key === null ? text.text : translate(lang, text.key, text.params);
}
