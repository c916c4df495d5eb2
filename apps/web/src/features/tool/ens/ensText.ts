// The `ens` namespace (en + chs): the texts of ENS names in a list, added to the site's i18next instance with the
// transfer panel's ENS parts; its Chinese is fetched only in a Chinese visit. Figures are kept on one line as the Tool's.
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { keepFiguresTogether } from '../i18n/figures.js';
import { en } from './i18n/en.js';

export const ENS_TEXT = defineNamespace('ens', keepFiguresTogether(en), () =>
  import('./i18n/chs.js').then((module) => keepFiguresTogether(module.chs)),
);

export type EnsTextKey = keyof typeof en;

/** `t` for the ens namespace. */
export function useEnsText() {
  return useNamespaceText(ENS_TEXT);
}
