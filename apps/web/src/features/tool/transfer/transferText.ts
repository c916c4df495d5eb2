// The `transfer` namespace (en + chs): every text of the batch transfer (transfer/, chains/, the Safe parts it shows),
// added to the site's i18next instance when the transfer chunk loads, so the Tool's first paint (the wallet generator)
// carries only the `tool` namespace (issue 28). Its Chinese is fetched only in a Chinese visit, before the transfer
// renders (ToolPage's loader) or the language switches (loadMessages). Figures are kept on one line as the Tool's.
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { keepFiguresTogether } from '../i18n/figures.js';
import { en } from './i18n/en.js';

export const TRANSFER_TEXT = defineNamespace('transfer', keepFiguresTogether(en), () =>
  import('./i18n/chs.js').then((module) => keepFiguresTogether(module.chs)),
);

export type TransferTextKey = keyof typeof en;

/** `t` for the transfer namespace. */
export function useTransferText() {
  return useNamespaceText(TRANSFER_TEXT);
}
