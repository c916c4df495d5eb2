// The `safe` namespace (en + chs): the texts of paying from a Safe, added to the site's i18next instance when the Safe
// chunk loads (the "Pay from" choice itself is in the `tool` namespace). Figures are kept on one line as the Tool's.
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { keepFiguresTogether } from '../i18n/figures.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const SAFE_TEXT = defineNamespace('safe', keepFiguresTogether(en), keepFiguresTogether(chs));

export type SafeTextKey = keyof typeof en;

/** `t` for the safe namespace. */
export function useSafeText() {
  return useNamespaceText(SAFE_TEXT);
}
